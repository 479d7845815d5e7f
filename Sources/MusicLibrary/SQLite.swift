import CSQLite
import Platform

/// An SQLite failure with SQLite's own message.
public struct SQLiteError: Error, CustomStringConvertible {
  public let code: Int32
  public let message: String
  public var description: String { "SQLite error \(code): \(message)" }
}

/// One SQLite connection. Not shared between threads: each thread opens its own (WAL mode lets
/// the UI read while the scanner writes).
final class SQLiteConnection {
  let handle: OpaquePointer

  init(path: String) throws {
    // SQLite opens by path, its journals too: a FIFO at any of them would block a read for ever.
    if path != ":memory:" {
      for file in [path, path + "-wal", path + "-shm", path + "-journal"] where !RegularFile.isAbsentOrRegular(file) {
        throw SQLiteError(code: 14, message: "\(file) is not a regular file")  // SQLITE_CANTOPEN
      }
    }
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let rc = sqlite3_open_v2(path, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
      sqlite3_close(db)
      throw SQLiteError(code: rc, message: message)
    }
    handle = db
    sqlite3_busy_timeout(db, 5_000)
  }

  deinit { sqlite3_close(handle) }

  func execute(_ sql: String) throws {
    let rc = sqlite3_exec(handle, sql, nil, nil, nil)
    guard rc == SQLITE_OK else { throw error(rc) }
  }

  func prepare(_ sql: String) throws -> SQLiteStatement {
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard rc == SQLITE_OK, let statement else { throw error(rc) }
    return SQLiteStatement(statement, connection: self)
  }

  /// Runs `body` in one transaction: one fsync per batch instead of one per row.
  func transaction<R>(_ body: () throws -> R) throws -> R {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Rows changed by the last statement.
  var changes: Int { Int(sqlite3_changes(handle)) }

  func integer(_ sql: String) throws -> Int64 {
    let statement = try prepare(sql)
    return try statement.step() ? statement.int64(0) : 0
  }

  func error(_ code: Int32) -> SQLiteError {
    SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
  }
}

/// A prepared statement with 1-based binds and 0-based columns, as SQLite counts them.
final class SQLiteStatement {
  private let statement: OpaquePointer
  private let connection: SQLiteConnection

  /// SQLITE_TRANSIENT: SQLite copies bound data, so Swift buffers may go away after the bind.
  private static var transient: sqlite3_destructor_type {
    unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
  }

  init(_ statement: OpaquePointer, connection: SQLiteConnection) {
    self.statement = statement
    self.connection = connection
  }

  deinit { sqlite3_finalize(statement) }

  func reset() {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
  }

  func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(statement, index, value) }
  func bind(_ index: Int32, _ value: Int) { sqlite3_bind_int64(statement, index, Int64(value)) }
  func bindNull(_ index: Int32) { sqlite3_bind_null(statement, index) }
  func bind(_ index: Int32, _ value: String) {
    sqlite3_bind_text(statement, index, value, -1, Self.transient)
  }
  func bind(_ index: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      _ = sqlite3_bind_blob(statement, index, raw.baseAddress, Int32(raw.count), Self.transient)
    }
  }

  /// True while there is a row; false when done.
  @discardableResult
  func step() throws -> Bool {
    let rc = sqlite3_step(statement)
    if rc == SQLITE_ROW { return true }
    if rc == SQLITE_DONE { return false }
    throw connection.error(rc)
  }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
  func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
  func text(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }
  func blob(_ column: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(statement, column))
    guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }
}
