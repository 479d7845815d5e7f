import CGpodLoader
import Foundation
import Testing

@testable import IpodDevice

/// libgpod is loaded at the first iPod use (CGpodLoader), not linked: here it is installed and
/// loads; a library that is not there is a reason in words, and nothing loaded stays open.
@Suite struct GpodLoaderTests {
  @Test func libgpodLoadsHere() {
    #expect(ipod_gpod_load() == 1, "\(String(cString: ipod_gpod_error()))")
    #expect(String(cString: ipod_gpod_error()).isEmpty)
    #expect(IpodDatabase.libgpodMissing == nil)
  }

  @Test func aMissingLibraryIsNamedInTheReason() {
    var why = [CChar](repeating: 0, count: 512)
    let present: [UnsafePointer<CChar>?] = [
      UnsafePointer(strdup("libglib-2.0.so.0")), UnsafePointer(strdup("libgpod.so.4")),
    ]
    let gone: [UnsafePointer<CChar>?] = [
      UnsafePointer(strdup("libglib-2.0.so.0")), UnsafePointer(strdup("libgpod-gone.so.4")),
    ]
    defer { for name in present + gone { free(UnsafeMutablePointer(mutating: name)) } }
    #expect(ipod_gpod_try_open(present, 2, &why, why.count) == 1)
    #expect(String(cString: why).isEmpty)
    #expect(ipod_gpod_try_open(gone, 2, &why, why.count) == 0)
    let reason = String(cString: why)
    #expect(reason.contains("libgpod-gone.so.4"), "\(reason)")
    // As the iPod source says it.
    let notice = IpodError.noLibgpod(reason).description
    #expect(notice.hasPrefix("iPod support needs libgpod4 (apt install libgpod4): "), "\(notice)")
  }
}
