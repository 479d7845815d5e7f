/// One person of Extras > Contacts, as read from a vCard. Text is sanitised when read (see
/// `VCardReader`), so every field can go to the display as it is.
public struct Contact: Equatable, Sendable {
  /// A phone, an e-mail or an address with what kind it is ("mobile", "work", "" when unsaid).
  public struct Entry: Equatable, Sendable {
    public var kind: String
    public var value: String

    public init(_ kind: String, _ value: String) { (self.kind, self.value) = (kind, value) }
  }

  public var first = "", last = ""
  /// The formatted name (FN), used when N is missing.
  public var formatted = ""
  public var organization = ""
  public var phones: [Entry] = []
  public var emails: [Entry] = []
  /// Addresses with their parts on separate lines ("1 Main St\nSpringfield IL 62704").
  public var addresses: [Entry] = []
  public var note = ""
  public var birthday = ""

  public init() {}

  /// "Jane Appleseed", else the formatted name, else the organization, else the first e-mail
  /// or phone: some cards have nothing else.
  public var displayName: String {
    let name = [first, last].filter { !$0.isEmpty }.joined(separator: " ")
    for candidate in [name, formatted, organization, emails.first?.value ?? "", phones.first?.value ?? ""]
    where !candidate.isEmpty {
      return candidate
    }
    return "No Name"
  }

  /// The iPod's order: by last name, then first; a card without N sorts by what it shows.
  static func byLastName(_ a: Contact, _ b: Contact) -> Bool {
    (SortKey(a.sortLast), SortKey(a.first)) < (SortKey(b.sortLast), SortKey(b.first))
  }

  private var sortLast: String { last.isEmpty && first.isEmpty ? displayName : last }
}
