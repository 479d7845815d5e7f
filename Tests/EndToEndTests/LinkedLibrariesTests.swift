import Foundation
import Testing

/// Libraries used only by some screens are loaded when first needed, not linked: each linked
/// library costs every start (`ipodtui scan` included) its loading, relocations and symbol
/// look-ups. libical brings ICU (~2 ms of CPU a start), libsystemd six libraries, FFmpeg ~130
/// codec libraries, libchafa GLib, libgpod GdkPixbuf, GIO, libimobiledevice and OpenSSL. The
/// program's own dynamic section must not name them.
@Suite struct LinkedLibrariesTests {
  @Test func librariesLoadedOnFirstUseAreNotLinked() throws {
    let result = try Shell.run(["readelf", "-d", try Package.binary])
    #expect(result.status == 0, "\(result.stderr)")
    let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("libsqlite3") }, "the dynamic section was read: \(needed)")
    let loaded = [
      "libical", "libicu", "libsystemd", "libgcrypt", "libavformat", "libavcodec", "libchafa", "libglib", "libgpod",
      "libgdk_pixbuf", "libgobject", "libgio", "libimobiledevice", "libssl", "libcrypto",
    ]
    for loaded in loaded {
      #expect(!needed.contains { $0.contains(loaded) }, "\(loaded) is linked: \(needed)")
    }
  }
}
