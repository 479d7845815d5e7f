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

  /// Nil when `path` cannot be opened or is not a regular file.
  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
