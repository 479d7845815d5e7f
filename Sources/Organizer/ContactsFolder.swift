import Platform
import WheelCore

/// `$XDG_DATA_HOME/ipodtui/Contacts/`: every `.vcf` file in it and one folder down (a
/// vdirsyncer address book, a card a file), read with WheelCore's `VCardReader`, all in one
/// list sorted as the iPod sorts contacts.
public struct ContactsFolder: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  public init?(xdg: XDGDirectories) {
    guard let data = xdg.dataDirectory else { return nil }
    path = data + "/Contacts"
  }

  /// A file larger than this is not read (a phone's whole address book is ~1 MB without photos).
  public static let sizeLimit = 16 << 20

  /// The contacts, and one line per file skipped or holding cards that were.
  public func read() -> (contacts: [Contact], problems: [String]) {
    var contacts: [Contact] = []
    var problems: [String] = []
    for file in OrganizerFiles.list(path, extension: "vcf") {
      do {
        guard let bytes = try RegularFile.read(path + "/" + file.relative, limit: Self.sizeLimit) else { continue }
        let result = VCardReader.read(bytes)
        contacts += result.contacts
        if result.contacts.isEmpty {
          problems.append("Skipped contacts \(file.relative): \(result.problems.first ?? "no card in it")")
        } else if !result.problems.isEmpty {
          let n = result.problems.count
          problems.append("\(n) card\(n == 1 ? "" : "s") skipped in \(file.relative): \(result.problems[0])")
        }
      } catch AtomicFile.Failure.tooLarge {
        problems.append("Skipped contacts \(file.relative): larger than \(Self.sizeLimit >> 20) MB")
      } catch {
        problems.append("Skipped contacts \(file.relative): \(error)")
      }
    }
    return (contacts, problems)
  }
}
