// swift-tools-version:6.0
import PackageDescription

/// ipodtui: the iPod classic in a terminal.
/// WheelCore is pure Swift (no I/O, no clock); every C library arrives as a system library
/// from Debian, and each adapter family is its own small target with tests of its own.
/// Debian's multiarch folder, where GLib and chafa keep their configuration headers.
#if arch(arm64)
  let multiarch = "aarch64-linux-gnu"
#else
  let multiarch = "x86_64-linux-gnu"
#endif
/// libgpod's headers and those its types come from (GLib, GdkPixbuf), by path: pkg-config would
/// also link libgpod and the dozen libraries under it at start-up (CGpodLoader loads them at the
/// first iPod use). Every Swift target that sees CGpod, itself or through IpodDevice, needs them.
let gpodHeaders = [
  "/usr/include/gpod-1.0", "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include",
  "/usr/include/gdk-pixbuf-2.0",
]
let gpodSwift: [SwiftSetting] = [.unsafeFlags(gpodHeaders.flatMap { ["-Xcc", "-I" + $0] })]
/// What the test fixtures call beyond the trampolines (itdb_init_ipod, gdk_pixbuf_new...): the
/// tests link libgpod itself; the shipped program never does.
let gpodLinked: [LinkerSetting] = ["gpod", "gdk_pixbuf-2.0", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }

let package = Package(
  name: "ipodtui",
  platforms: [.macOS(.v13)],
  products: [
    // What users install. It links neither the benchmarks nor the test fixtures.
    .executable(name: "ipodtui", targets: ["ipodtui"]),
    // The benchmarks (scripts/bench.sh, `make bench`), never installed.
    .executable(name: "ipodtui-bench", targets: ["Benchmarks"]),
  ],
  targets: [
    // Pure core: state, update, layout, rendering to a grid.
    .target(name: "WheelCore"),

    // C libraries from Debian.
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    .systemLibrary(name: "CAlsa", path: "Sources/CAlsa"),
    .systemLibrary(name: "CFFmpeg", path: "Sources/CFFmpeg"),
    // Rubber Band's C API: pitch-keeping time-stretch for audiobook speeds.
    .systemLibrary(name: "CRubberBand", path: "Sources/CRubberBand"),
    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
    // sd-bus from libsystemd, for MPRIS (plain functions only: see its shim.h). Headers only:
    // the library is loaded when the session bus is first connected (CSystemdBusLoader).
    .systemLibrary(name: "CSystemdBus", path: "Sources/CSystemdBus"),
    // libchafa: encodes pictures as sixel or kitty graphics for terminals that show pixels.
    // libmpdclient, for an MPD server as the library and the player (`--mpd`).
    .systemLibrary(name: "CMPDClient", path: "Sources/CMPDClient"),
    // libical's headers, for the user's iCalendar files: parsing, time zones and recurrence
    // rules. Not linked: loaded at the first calendar read (CICalLoader).
    .systemLibrary(name: "CICal", path: "Sources/CICal"),
    // libplist, for Apple's property lists: the iTunes library that `import-itunes` reads.
    .systemLibrary(name: "CPlist", path: "Sources/CPlist", pkgConfig: "libplist-2.0"),
    // libgpod's headers, for the user's iPod: its iTunesDB and ArtworkDB read and written as
    // iTunes does. Not linked: loaded at the first iPod use (CGpodLoader).
    .systemLibrary(name: "CGpod", path: "Sources/CGpod"),
    // Small C pieces that must hold state or be C-variadic (crash guard, ALSA error silencer).
    .target(name: "CSupport", dependencies: ["CAlsa"], path: "Sources/CSupport"),
    // FFmpeg's functions as trampolines into libraries loaded at the first song, not at start-up.
    .target(name: "CFFmpegLoader", dependencies: ["CSupport"], path: "Sources/CFFmpegLoader"),
    // libsystemd (and its six libraries) the same way, when MPRIS first connects to the bus.
    .target(name: "CSystemdBusLoader", dependencies: ["CSupport"], path: "Sources/CSystemdBusLoader"),
    // libical (and the ICU it pulls in) the same way, at the first calendar read.
    .target(name: "CICalLoader", dependencies: ["CSupport"], path: "Sources/CICalLoader"),
    // libgpod (with GdkPixbuf, GLib, libimobiledevice, OpenSSL...) the same way, at the first
    // iPod use; and the fork-based trial parse, which calls through it.
    .target(
      name: "CGpodLoader", path: "Sources/CGpodLoader",
      cSettings: [.unsafeFlags(gpodHeaders.map { "-I" + $0 })]),
    // libchafa (kitty pictures) the same way, at the first picture.
    // Its headers by path, not pkg-config, which would also link the libraries at start-up.
    .target(
      name: "CChafaLoader", path: "Sources/CChafaLoader",
      cSettings: [
        .unsafeFlags([
          "-I/usr/include/chafa", "-I/usr/lib/\(multiarch)/chafa/include", "-I/usr/include/glib-2.0",
          "-I/usr/lib/\(multiarch)/glib-2.0/include",
        ])
      ]),
    // TagLib through its C++ API (album artist, composer, disc number, WAV INFO).
    .target(
      name: "CTagReader", path: "Sources/CTagReader",
      cxxSettings: [.unsafeFlags(["-I/usr/include/taglib"])],
      linkerSettings: [.linkedLibrary("tag"), .linkedLibrary("stdc++")]),
    // Image decoding in C: libjpeg needs setjmp/longjmp, which Swift cannot host.
    .target(name: "CJpeg", path: "Sources/CJpeg", linkerSettings: [.linkedLibrary("jpeg")]),
    .target(name: "CPng", path: "Sources/CPng", linkerSettings: [.linkedLibrary("png16")]),
    // Embedded album art (APIC, FLAC/Xiph pictures, MP4 covr) through TagLib's C++ API.
    .target(
      name: "CArtReader", path: "Sources/CArtReader",
      cxxSettings: [.unsafeFlags(["-I/usr/include/taglib"])],
      linkerSettings: [.linkedLibrary("tag"), .linkedLibrary("stdc++")]),

    // The one home of what every adapter asks of the operating system: the monotonic clock, the
    // environment, XDG folders and user-dirs, atomic and bounded file access, directory
    // listing, the executable's path, stderr. No other target keeps a copy of these.
    .target(name: "Platform"),
    // Song lengths from the files' own structure (MP3 frame headers, MP4 gapless records), pure
    // Swift, shared by the library scan and the audio engine so both report the same length.
    .target(name: "AudioLengths"),

    // Adapters.
    .target(name: "TerminalUI", dependencies: ["WheelCore", "Platform", "CNcurses", "CSupport", "CChafaLoader"]),
    .target(
      name: "AudioEngine",
      dependencies: ["Platform", "AudioLengths", "CAlsa", "CFFmpeg", "CFFmpegLoader", "CRubberBand", "CSupport"]),
    // Videos: the videos folder listed with FFmpeg's tags, pictures decoded and scaled with
    // libavcodec/libswscale and timed by the audio engine's heard clock.
    .target(name: "VideoEngine", dependencies: ["WheelCore", "Platform", "AudioEngine", "CFFmpeg", "CFFmpegLoader"]),
    // Settings, the resume point and the lock that says which instance writes them.
    .target(name: "Storage", dependencies: ["WheelCore", "Platform"]),
    .target(
      name: "MusicLibrary", dependencies: ["WheelCore", "Platform", "AudioLengths", "Storage", "CTagReader", "CSQLite"]),
    // Pictures: decode, scale, find album art, list photos.
    .target(name: "Pictures", dependencies: ["WheelCore", "Platform", "CJpeg", "CPng", "CArtReader"]),
    // The desktop: `ipodtui remote` over a Unix socket, and MPRIS on the session bus. Both meet
    // the core only through the player board (commands in, snapshots out).
    .target(name: "RemoteControl", dependencies: ["WheelCore", "Platform"]),
    .target(
      name: "DesktopBus", dependencies: ["WheelCore", "Platform", "RemoteControl", "CSystemdBus", "CSystemdBusLoader"]),
    // The one interface the core's library and player are reached through, whichever source is
    // behind it (the local folder and audio engine, or an MPD server).
    .target(name: "MusicSource", dependencies: ["WheelCore"]),
    // An MPD server as the library and the player, through libmpdclient.
    .target(name: "MusicServer", dependencies: ["WheelCore", "Platform", "MusicSource", "Pictures", "CMPDClient"]),
    // A real iPod (its folder, mounted) as the library, through libgpod: its songs, playlists,
    // covers, and the plays and ratings made here written back into its database.
    .target(
      name: "IpodDevice",
      dependencies: ["WheelCore", "Platform", "MusicSource", "Pictures", "CGpod", "CGpodLoader", "CFFmpegLoader"],
      swiftSettings: gpodSwift),

    // Extras > Calendars and Contacts: the user's `.ics` files through libical, expanded a month
    // at a time, and `.vcf` files read with WheelCore's pure vCard reader.
    .target(name: "Organizer", dependencies: ["WheelCore", "Platform", "CICal", "CICalLoader"]),
    // Property list files (XML and binary) read through libplist into the core's `PlistValue`,
    // with the size and entity checks made before libplist sees the bytes.
    .target(name: "PropertyLists", dependencies: ["WheelCore", "Platform", "CPlist"]),

    // The program's wiring: the core joined to its real adapters (AppWiring), the services that
    // carry out the core's effects, and the subcommands. A library, so that its tests and the
    // end-to-end tests' crashing build can link it.
    .target(
      name: "IpodApp",
      dependencies: [
        "WheelCore", "Platform", "TerminalUI", "AudioEngine", "MusicLibrary", "Storage", "Pictures", "RemoteControl",
        "DesktopBus", "MusicSource", "MusicServer", "IpodDevice", "VideoEngine", "Organizer", "PropertyLists",
        "CSupport",
      ],
      swiftSettings: gpodSwift),
    // The executable only parses the command line and hands over to IpodApp.
    // Linked by lld with packed relative relocations (DT_RELR, glibc 2.36+): gold wrote 80,000
    // RELA entries, 1.9 MB that the loader read at every start and that stayed resident for the
    // life of the process (a twelfth of it at 10,000 songs, issue 28); RELR holds them in 16 KB.
    .executableTarget(
      name: "ipodtui", dependencies: ["IpodApp", "Platform", "TerminalUI", "WheelCore"], swiftSettings: gpodSwift,
      linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]),

    // `ipodtui-bench NAME`: every benchmark of the core and the adapters, outside the shipped
    // program. Benchmarks reach into adapters through their `package` declarations.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "WheelCore", "Platform", "TerminalUI", "AudioEngine", "MusicLibrary", "Storage", "VideoEngine", "PropertyLists",
        "TestSupport", "IpodDevice",
      ],
      swiftSettings: gpodSwift),
    // Fixture makers shared by the tests and the benchmarks: deterministic WAV signals, and
    // Debian's encoders turning them into every format a library holds; test tones and their
    // measured gain and pitch.
    .target(
      name: "TestSupport", dependencies: ["AudioEngine", "CGpod", "CGpodLoader"], path: "Tests/TestSupport",
      swiftSettings: gpodSwift, linkerSettings: gpodLinked),
    // ipodtui with a test seam named by its first argument: a real trap after the first frame
    // (the crash guard's test), a width probe no terminal answers; the shipped program has neither.
    .executableTarget(
      name: "SeamedIpod", dependencies: ["IpodApp", "Platform", "Storage", "TerminalUI", "WheelCore"],
      path: "Tests/SeamedIpod", swiftSettings: gpodSwift),

    .testTarget(
      name: "WheelCoreTests", dependencies: ["WheelCore"], exclude: ["Snapshots"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "WheelCore"]),
    // A private PulseAudio server (null sink, monitor recording) for the tests of real playback.
    .target(name: "PulseHarness", path: "Tests/PulseHarness"),
    .testTarget(
      name: "AudioEngineTests",
      dependencies: [
        "AudioEngine", "AudioLengths", "MusicLibrary", "WheelCore", "CTagReader", "PulseHarness", "TestSupport",
      ],
      swiftSettings: gpodSwift),
    .testTarget(
      name: "MusicLibraryTests",
      dependencies: ["MusicLibrary", "AudioLengths", "WheelCore", "Storage", "Platform", "CTagReader", "PulseHarness"]),
    .testTarget(name: "VideoEngineTests", dependencies: ["VideoEngine", "AudioEngine", "WheelCore", "Platform"]),
    .testTarget(name: "StorageTests", dependencies: ["Storage", "WheelCore", "Platform"], exclude: ["Fixtures"]),
    .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists", "WheelCore", "CPlist"]),
    .testTarget(name: "OrganizerTests", dependencies: ["Organizer", "WheelCore", "Platform"]),
    .testTarget(name: "PlatformTests", dependencies: ["Platform", "PulseHarness"]),
    .testTarget(
      name: "PicturesTests", dependencies: ["Pictures", "WheelCore", "Platform", "CJpeg", "CPng", "CArtReader"]),
    // A real AppState behind the player board, for the desktop adapters' tests.
    .target(name: "DesktopHarness", dependencies: ["WheelCore", "RemoteControl"], path: "Tests/DesktopHarness"),
    .testTarget(name: "RemoteControlTests", dependencies: ["RemoteControl", "WheelCore", "DesktopHarness"]),
    .testTarget(
      name: "DesktopBusTests",
      dependencies: ["DesktopBus", "RemoteControl", "WheelCore", "DesktopHarness", "PulseHarness"]),
    // The program's own adapters (sticker sync, the Extras' clips) with fakes at their edges.
    .testTarget(
      name: "IpodAppTests",
      dependencies: [
        "IpodApp", "WheelCore", "AudioEngine", "MusicServer", "Platform", "Storage", "TestSupport", "CPlist",
        "IpodDevice", "CGpod",
      ],
      swiftSettings: gpodSwift),
    .testTarget(
      name: "EndToEndTests", dependencies: ["WheelCore", "Storage", "PulseHarness", "MPDHarness", "TestSupport"],
      swiftSettings: gpodSwift),
    // A private mpd (temporary folder, Unix socket, null output) with music made at test time.
    .target(name: "MPDHarness", dependencies: ["PulseHarness"], path: "Tests/MPDHarness"),
    .testTarget(
      name: "IpodDeviceTests",
      dependencies: ["IpodDevice", "MusicSource", "WheelCore", "TestSupport", "CGpod", "CGpodLoader"],
      swiftSettings: gpodSwift),
    .testTarget(name: "MusicServerTests", dependencies: ["MusicServer", "MusicSource", "WheelCore", "MPDHarness"]),
    // Random and malformed input to every reader of untrusted bytes, seeded and counted.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "WheelCore", "MusicLibrary", "Pictures", "CJpeg", "CPng", "RemoteControl", "DesktopBus", "TerminalUI",
      ]),
  ]
)
