#if canImport(Glibc)
  import Glibc
#endif

/// Opens the walk's folders relative to one descriptor of the library's root: the kernel then
/// looks up only the components under the root, not the root's own path again for every folder
/// (/home/user/Music/ is three look-ups saved per folder, 40,000 on a 100,000-song rescan).
/// Paths outside the root (the targets of links) are opened as they are. Same result as
/// `open(path)`: links inside are followed alike.
struct FolderOpener: Sendable {
  private let root: RawPath
  private let rootDescriptor: Int32

  /// The descriptor must stay open while the opener is used (`LibraryWalk.run` owns it); -1
  /// opens every path as it is.
  init(root: RawPath, descriptor: Int32) {
    self.root = root
    rootDescriptor = descriptor
  }

  /// `open(path, flags)`, relative to the root where `path` is under it.
  func open(_ path: RawPath, flags: Int32) -> Int32 {
    let count = root.bytes.count
    guard rootDescriptor >= 0, path.bytes.count >= count, path.bytes.starts(with: root.bytes) else {
      return path.withCString { Glibc.open($0, flags) }
    }
    if path.bytes.count == count { return openat(rootDescriptor, ".", flags) }
    guard path.bytes[count] == 0x2F, path.bytes.count > count + 1 else {
      return path.withCString { Glibc.open($0, flags) }
    }
    var relative: [UInt8] = []
    relative.reserveCapacity(path.bytes.count - count)
    relative.append(contentsOf: path.bytes[(count + 1)...])
    relative.append(0)
    return relative.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { openat(rootDescriptor, $0.baseAddress!, flags) }
    }
  }
}
