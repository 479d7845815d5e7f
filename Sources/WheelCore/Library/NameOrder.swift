/// How a person's name files under Sort By > Last Name when the file has no sort tag: the last
/// word first ("David Bowie" as "Bowie David"). Names this rule would mangle stay as they are:
/// one word ("Madonna"), a leading "The " (already filed without it, as the iPod does), and
/// anything that looks like several people or a group rather than one person (a "&", "and",
/// "feat.", "vs", "with", a comma, a slash, a digit). A trailing "Jr."/"Sr."/"II"/"III" is
/// kept after the first name rather than taken as the surname.
public enum NameOrder {
  static let suffixes: Set<String> = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"]
  static let joiners: Set<String> = ["&", "and", "feat", "feat.", "ft", "ft.", "vs", "vs.", "with", "x", "+"]

  public static func lastNameFirst(_ name: String) -> String {
    var words = name.split(separator: " ")
    guard words.count >= 2, words[0].lowercased() != "the" else { return name }
    if words.contains(where: { joiners.contains($0.lowercased()) })
      || name.contains(where: { $0 == "," || $0 == "/" || $0 == ";" || $0.isNumber })
    {
      return name
    }
    var suffix: [Substring] = []
    while words.count > 2, let last = words.last, suffixes.contains(last.lowercased()) {
      suffix.insert(words.removeLast(), at: 0)
    }
    let surname = words.removeLast()
    return ([surname] + words + suffix).joined(separator: " ")
  }

  /// The key a name sorts by under `sortBy`: the sort tag or the last-name form for Last.
  public static func sortKey(_ name: String, tag: String, sortBy: SortBy) -> SortKey {
    switch sortBy {
    case .firstName: SortKey(name)
    case .lastName: SortKey(tag.isEmpty ? lastNameFirst(name) : tag)
    }
  }
}
