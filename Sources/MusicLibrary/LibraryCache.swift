import Platform
import Storage

#if canImport(Glibc)
  import Glibc
#endif

/// The library database as a cache that never costs the user their library: a file that is
/// not a database, is corrupt, is a folder, or sits in a "folder" that is a file is set aside
/// as `.bak` and rebuilt from the music files. With no place on disk at all (no home folder,
/// nothing writable) the library is kept in memory for this run.
public final class LibraryCache {
  /// Nil: in memory only.
  public let path: String?
  public private(set) var database: LibraryDatabase
  /// What was repaired, to tell the user once.
  public private(set) var problems: [String] = []

  public init(path: String?) throws {
    self.path = path
    var problems: [String] = []
    database = try Self.open(path, problems: &problems)
    self.problems = problems
  }

  /// Runs `body` on the database; when the cache turns out unreadable half-way (a corrupt page
  /// deep in a table), sets it aside, starts an empty one and runs `body` once more.
  ///
  /// When the cache cannot be written (a full disk, an I/O error), the library is kept in
  /// memory for this run instead, with a notice: every song stays playable, only the next
  /// start scans again. It once said "SQLite error 13" and showed *No songs*.
  public func run<T>(_ body: (LibraryDatabase) throws -> T) throws -> T {
    do {
      return try body(database)
    } catch let error as SQLiteError where error.meansUnreadableCache {
      guard let path else { throw error }
      database = try Self.rebuild(path, after: error, problems: &problems)
      return try body(database)
    } catch let error as SQLiteError where error.meansUnwritableCache && database.path != ":memory:" {
      database = try Self.inMemory(after: error, problems: &problems)
      return try body(database)
    }
  }

  private static func inMemory(after error: SQLiteError, problems: inout [String]) throws -> LibraryDatabase {
    problems.append("Library cache cannot be written (\(error)); kept in memory")
    return try LibraryDatabase(path: ":memory:")
  }

  private static func open(_ path: String?, problems: inout [String]) throws -> LibraryDatabase {
    guard let path else { return try LibraryDatabase(path: ":memory:") }
    do {
      let database = try LibraryDatabase(path: path)
      try database.probe()
      return database
    } catch let error as SQLiteError where error.meansUnreadableCache {
      return try rebuild(path, after: error, problems: &problems)
    } catch let error as SQLiteError where error.meansUnwritableCache {
      return try inMemory(after: error, problems: &problems)
    }
  }

  private static func rebuild(_ path: String, after error: SQLiteError, problems: inout [String]) throws
    -> LibraryDatabase
  {
    let folder = RawPath(path).parent.display
    if FileSystem.exists(folder), !FileSystem.isDirectory(folder) { AtomicFile.moveAside(folder) }
    if FileSystem.exists(path) { AtomicFile.moveAside(path) }
    // Journals go too, even without their database (a FIFO named like one is what failed).
    for suffix in ["-wal", "-shm", "-journal"] where FileSystem.exists(path + suffix) {
      _ = rename(path + suffix, path + ".bak" + suffix)  // SQLite finds them beside the .bak
    }
    do {
      let database = try LibraryDatabase(path: path)
      try database.probe()
      problems.append("Library cache unreadable (\(error)); rebuilding it")
      return database
    } catch {
      problems.append("Library cache cannot be written (\(error)); kept in memory")
      return try LibraryDatabase(path: ":memory:")
    }
  }
}

extension SQLiteError {
  /// Errors that mean the file is not a usable cache (not a database, corrupt, cannot be
  /// opened or written), as opposed to a busy database or a full disk.
  public var meansUnreadableCache: Bool {
    [8, 11, 14, 26].contains(code & 0xFF)  // READONLY, CORRUPT, CANTOPEN, NOTADB
  }

  /// Errors that mean the disk will not take the cache now (full, failing): the file may be
  /// fine, so it is kept, and the library lives in memory for this run.
  public var meansUnwritableCache: Bool {
    [10, 13].contains(code & 0xFF)  // IOERR, FULL
  }
}
