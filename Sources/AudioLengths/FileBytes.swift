#if canImport(Glibc)
  import Glibc
#endif

/// A read-only file seen through one buffer that moves forward: a frame walk reads a whole
/// MP3 front to back in reads of up to 256 KiB, without holding the file in memory or seeking
/// per frame. Reads start at 8 KiB and double, so a look at the first frame (every MP3 the
/// scan opens) costs one small read.
final class FileBytes {
  let size: Int
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// File offset of `buffer[0]`.
  private var bufferStart = 0
  private var chunk = 8 << 10

  /// Nil when `path` cannot be opened or is not a regular file. Opened without blocking, so a
  /// FIFO named like a song is refused at once instead of waiting for a writer.
  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return nil
    }
    size = Int(info.st_size)
  }

  deinit { close(descriptor) }

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
    let length = min(size - offset, max(count, chunk))
    chunk = min(chunk * 2, 256 << 10)
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
