import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Which file systems hold no music and must never be walked: the kernel's pseudo file
/// systems (/proc, /sys, /dev, cgroups, tracing, ...). Their folders are endless or loop back
/// through links (/proc/PID/root is `/`); a link to one in the library once walked the
/// whole machine.
///
/// Known by the file system type the mount table gives (`/proc/self/mountinfo`): statfs's
/// f_type cannot tell devtmpfs from tmpfs, and Swift's Glibc module does not export statfs.
/// A folder is on a pseudo file system when its device is one of those mounts'.
enum FileSystemKind {
  /// Mount-table type names of pseudo file systems.
  static let pseudoNames: Set<Substring> = [
    "proc", "sysfs", "devtmpfs", "devpts", "cgroup", "cgroup2", "tracefs", "debugfs", "securityfs",
    "pstore", "bpf", "configfs", "fusectl", "mqueue", "hugetlbfs", "efivarfs", "binfmt_misc", "nsfs",
    "selinuxfs", "rpc_pipefs", "autofs",
  ]

  /// Devices of pseudo mounts, from the mount table as it was when first asked.
  static let pseudoDevices: Set<UInt64> = {
    guard let bytes = try? RegularFile.read("/proc/self/mountinfo", limit: 4 << 20) else { return [] }
    var devices = Set<UInt64>()
    // "ID PARENT MAJOR:MINOR ROOT POINT OPTIONS [TAGS...] - TYPE SOURCE SUPEROPTIONS"
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 3, let dash = fields.firstIndex(of: "-"), dash + 1 < fields.count,
        pseudoNames.contains(fields[dash + 1])
      else { continue }
      let numbers = fields[2].split(separator: ":").compactMap { UInt64($0) }
      if numbers.count == 2 { devices.insert(device(major: numbers[0], minor: numbers[1])) }
    }
    return devices
  }()

  /// glibc's makedev.
  static func device(major: UInt64, minor: UInt64) -> UInt64 {
    ((major & 0xFFFF_F000) << 32) | ((major & 0xFFF) << 8) | ((minor & 0xFFFF_FF00) << 12) | (minor & 0xFF)
  }

  static func isPseudo(_ path: RawPath) -> Bool {
    path.withCString { cPath in
      var status = stat()
      return stat(cPath, &status) == 0 && pseudoDevices.contains(UInt64(status.st_dev))
    }
  }

  static func isPseudo(_ path: String) -> Bool { isPseudo(RawPath(path)) }
}
