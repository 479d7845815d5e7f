/// Which file a journal follows: that file's size and fingerprint. A journal starts with
/// `base = SEQ SIZE FINGERPRINT` naming the file it was begun after, and is replayed only over
/// that very file: over any other (an older ipodtui wrote the file without knowing of the
/// journal, a backup was restored) its records would undo newer plays. Before a compaction
/// rewrites the file, `compacting = SEQ SIZE FINGERPRINT` names the new one, so a crash
/// between the rewrite and the journal's restart is told from a foreign file: every record of
/// that journal is already in the new file.
public struct SavedJournalMark: Equatable, Sendable {
  public var size: Int
  public var fingerprint: UInt64

  public init(size: Int, fingerprint: UInt64) {
    self.size = size
    self.fingerprint = fingerprint
  }

  public init(_ bytes: [UInt8]) { self.init(size: bytes.count, fingerprint: SavedChecksum.fingerprint(bytes)) }
  public init(_ text: String) { self.init(size: text.utf8.count, fingerprint: SavedChecksum.fingerprint(text)) }

  public static let baseKey = "base"
  public static let compactingKey = "compacting"

  /// The record naming this file, under `key` (`base` or `compacting`).
  public func record(_ key: String, _ sequence: UInt64) -> String {
    SavedJournal.record(key, sequence, self, Self.coding)
  }

  /// The file a `base` or `compacting` record names.
  public init?(_ entry: SavedJournal.Entry) {
    guard let mark = entry.read(Self.coding) else { return nil }
    self = mark
  }

  private static var coding: SavedValue<SavedJournalMark> {
    SavedValue(
      write: { mark, line in
        line.field(String(mark.size))
        line.field(String(mark.fingerprint, radix: 16))
      },
      read: { fields in
        guard let size = fields.next().flatMap({ Int($0) }), size >= 0,
          let fingerprint = fields.next().flatMap({ UInt64($0, radix: 16) })
        else { return nil }
        return SavedJournalMark(size: size, fingerprint: fingerprint)
      })
  }
}
