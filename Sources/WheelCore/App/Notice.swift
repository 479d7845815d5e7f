/// A message for the user ("Skipped …", "Settings file broken …"), shown on any screen until
/// a time.
public struct Notice: Equatable, Sendable {
  public var text: String
  public var until: Double
}
