/// The letter a name is filed under (the big letter shown while the wheel spins fast):
/// "The Beatles" is under B, accents are folded, and anything not a letter is under "#".
public enum IndexLetter {
  public static func of(_ name: String) -> String {
    var scalars = Substring(name).unicodeScalars.drop { $0 == " " }
    let lowered = String(String.UnicodeScalarView(scalars.prefix(4))).lowercased()
    if lowered == "the ", scalars.count > 4 { scalars = scalars.dropFirst(4).drop { $0 == " " } }
    guard let first = scalars.first, SortKey.isLetter(first) else { return "#" }
    var folded: [UInt8] = []
    DiacriticFolding.appendFolded(first, to: &folded)
    let base = String(decoding: folded, as: UTF8.self)
    return base.isEmpty ? "#" : String(base.prefix(1)).uppercased()
  }
}
