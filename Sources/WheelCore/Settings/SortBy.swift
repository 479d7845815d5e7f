/// Settings > Sort By: artists and composers filed by first name ("David Bowie" under D) or by
/// last name (under B). Last name takes the file's sort tag when it has one, else `NameOrder`.
public enum SortBy: String, Sendable, CaseIterable {
  case firstName = "First"
  case lastName = "Last"
}
