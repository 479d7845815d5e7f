/// A value that only code running on one serial queue reads or writes: the queue is the
/// lock, so sharing the box across threads is sound although the value itself is not
/// `Sendable` (a SQLite connection, for instance).
final class QueueOwned<Value>: @unchecked Sendable {
  var value: Value?
}
