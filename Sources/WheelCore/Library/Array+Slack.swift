extension Array {
  /// This array in a buffer of its own size when it holds much more room than elements.
  ///
  /// An array that grew by appending keeps up to twice its count: a million songs' tracks
  /// (64 bytes each) or user-data records built that way held 30-60 MB of room nothing used,
  /// for as long as the library stayed loaded. Arrays kept for the life of a library pass
  /// through this once; a sixteenth of room is left alone, as copying would cost more.
  func trimmingSlack() -> [Element] {
    guard capacity - count > count / 16 else { return self }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }
}
