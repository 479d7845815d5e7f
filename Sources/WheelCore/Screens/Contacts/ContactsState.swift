/// Extras > Contacts while it shows: the cards read (each time Contacts opens), sorted.
public struct ContactsState: Equatable, Sendable {
  /// Nil until read.
  public internal(set) var contacts: [Contact]?
  /// Where the files are read from, for the empty list.
  public internal(set) var folder = ""
  var listAsked = false
}
