#if canImport(Glibc)
  import Glibc
#endif

/// A read-only file seen through one buffer that moves forward: a frame walk reads a whole
/// MP3 front to back in reads of up to 256 KiB, without holding the file in memory or seeking
/// per frame. Reads start at 4 KiB and double only while each follows the last, so the looks
/// the scan takes at every MP3 (the tag header, the end, the first frame) cost small reads.
final class FileBytes {
  let size: Int
  private let descriptor: Int32
  /// Whether `deinit` closes the descriptor (it was opened here, not lent by the caller).
  private let ownsDescriptor: Bool
  private var buffer: [UInt8] = []
  /// File offset of `buffer[0]`.
  private var bufferStart = 0
  private var chunk = FileBytes.firstChunk
  private static let firstChunk = 4 << 10

  /// Nil when `path` cannot be opened or is not a regular file. Opened without blocking, so a
  /// FIFO named like a song is refused at once instead of waiting for a writer.
  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    ownsDescriptor = true
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return nil
    }
    size = Int(info.st_size)
  }

  /// A file the caller has open already (the scan's tag reader lends its descriptor, so a
  /// length costs no second open); the caller closes it after this is gone. Nil when it is
  /// not a regular file.
  init?(descriptor: Int32) {
    var info = stat()
    guard descriptor >= 0, fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    self.descriptor = descriptor
    ownsDescriptor = false
    size = Int(info.st_size)
  }

  deinit { if ownsDescriptor { close(descriptor) } }

  /// `count` bytes at `offset`, or fewer at the end of the file; empty past it or on an error.
  func bytes(at offset: Int, count: Int) -> ArraySlice<UInt8> {
    guard offset >= 0, count > 0, offset < size else { return [] }
    let wanted = min(count, size - offset)
    if offset < bufferStart || offset + wanted > bufferStart + buffer.count {
      fill(from: offset, atLeast: wanted)
    }
    let low = offset - bufferStart
    return buffer[low..<min(buffer.count, low + wanted)]
  }

  /// The offset of the first `byte` in `offset..<end`, or nil: a resync looks for the next
  /// 0xFF with memchr instead of trying a header at every byte of a long run of junk.
  func offset(of byte: UInt8, from offset: Int, to end: Int) -> Int? {
    var at = offset
    while at < min(end, size) {
      let chunk = bytes(at: at, count: min(256 << 10, end - at))
      if chunk.isEmpty { return nil }
      let found = chunk.withUnsafeBufferPointer { memchr($0.baseAddress!, Int32(byte), $0.count) }
      if let found {
        return at + chunk.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!).distance(to: found) }
      }
      at += chunk.count
    }
    return nil
  }

  private func fill(from offset: Int, atLeast count: Int) {
    // A walk asks for the bytes at or just before the buffer's end; a jump starts small again.
    let follows = !buffer.isEmpty && offset > bufferStart && offset <= bufferStart + buffer.count
    chunk = follows ? min(chunk * 2, 256 << 10) : Self.firstChunk
    let length = min(size - offset, max(count, chunk))
    buffer = [UInt8](repeating: 0, count: length)
    var done = 0
    while done < length {
      let got = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, length - done, off_t(offset + done))
      }
      if got < 0, errno == EINTR { continue }
      if got <= 0 { break }
      done += got
    }
    buffer.removeLast(length - done)
    bufferStart = offset
  }
}
