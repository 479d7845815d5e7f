import Testing

@testable import MusicServer

/// `--mpd`'s value, in every form MPD's own clients accept for MPD_HOST.
struct MPDAddressTests {
  @Test func socketsHostsPortsAndPasswords() throws {
    #expect(try MPDAddress.parse("/run/mpd/socket") == MPDAddress(host: "/run/mpd/socket"))
    #expect(try MPDAddress.parse("@mpd") == MPDAddress(host: "@mpd"))
    #expect(try MPDAddress.parse("nas") == MPDAddress(host: "nas", port: 6600))
    #expect(try MPDAddress.parse("nas:6601") == MPDAddress(host: "nas", port: 6601))
    #expect(try MPDAddress.parse("s3cret@nas:6601") == MPDAddress(host: "nas", port: 6601, password: "s3cret"))
    #expect(try MPDAddress.parse("a@b@nas") == MPDAddress(host: "nas", password: "a@b"))
    #expect(try MPDAddress.parse("pw@/run/mpd/socket") == MPDAddress(host: "/run/mpd/socket", password: "pw"))
    #expect(try MPDAddress.parse("[::1]:7000") == MPDAddress(host: "::1", port: 7000))
    #expect(try MPDAddress.parse("::1") == MPDAddress(host: "::1"))
  }

  @Test func envReadsMPDHostAndPort() throws {
    #expect(try MPDAddress.parse("env", environment: [:]) == MPDAddress(host: "localhost"))
    #expect(
      try MPDAddress.parse("env", environment: ["MPD_HOST": "pw@box", "MPD_PORT": "7001"])
        == MPDAddress(host: "box", port: 7001, password: "pw"))
    #expect(try MPDAddress.parse("env", environment: ["MPD_HOST": "/s", "MPD_PORT": "7001"]) == MPDAddress(host: "/s"))
    #expect(throws: MPDAddress.ParseError.self) { try MPDAddress.parse("env", environment: ["MPD_PORT": "x"]) }
  }

  @Test func badAddressesSayWhyAndNeverShowThePassword() {
    for bad in ["", "host:0", "host:99999", "host:http", "pw@", "[::1", "[::1]x", "a\u{1B}[2Jb"] {
      #expect(throws: MPDAddress.ParseError.self, "\(bad.debugDescription)") { try MPDAddress.parse(bad) }
    }
    do {
      _ = try MPDAddress.parse("topsecret@host:http")
      Issue.record("accepted a bad port")
    } catch {
      #expect(!error.message.contains("topsecret"))
    }
    #expect(MPDAddress(host: "nas", port: 6601, password: "pw").description == "nas:6601")
  }
}
