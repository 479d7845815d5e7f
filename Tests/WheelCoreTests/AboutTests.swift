import Testing

@testable import WheelCore

/// Settings > About: the library's counts with the videos and photos, and the capacity and
/// free space of the library's disk (asked of the adapter, "—" until known and for MPD).
@Suite struct AboutTests {
  func about(path: String = "/music", size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white) -> (
    AppState, [Effect]
  ) {
    var app = LibraryFixtures.app(size: size, theme: theme)
    if path != "/music" { _ = app.update(.libraryLoaded(app.library.index, playlists: [], path: path)) }
    app.push(.settings)
    app.moveCursor(to: "About")
    let effects = app.update(key(.enter))
    return (app, effects)
  }

  func detail(_ label: String, _ app: AppState) -> String? { app.rowIndex(label).map { app.content!.row($0).detail } }

  @Test func sizesAreWrittenInDecimalUnits() {
    #expect(DiskSpace.text(0) == "0 B")
    #expect(DiskSpace.text(999) == "999 B")
    #expect(DiskSpace.text(1_500) == "1.5 KB")
    #expect(DiskSpace.text(74_400_000_000) == "74.4 GB")
    #expect(DiskSpace.text(999_960_000_000) == "1.0 TB")
    #expect(DiskSpace.text(160_000_000_000) == "160 GB")
    #expect(DiskSpace(capacity: 10, available: 20).available == 10, "never more free than there is")
  }

  @Test func aboutAsksForTheDiskAndShowsItsSpace() {
    var (app, effects) = about()
    #expect(effects.contains(.extras(.readDisk("/music"))))
    #expect(detail("Capacity", app) == "—" && detail("Available", app) == "—")
    #expect(!app.update(key(.down)).contains(.extras(.readDisk("/music"))), "asked once")
    _ = app.update(.extras(.diskRead(path: "/music", DiskSpace(capacity: 160_000_000_000, available: 74_400_000_000))))
    #expect(detail("Capacity", app) == "160 GB" && detail("Available", app) == "74.4 GB")
    // An answer for a folder no longer shown is dropped.
    _ = app.update(.extras(.diskRead(path: "/old", DiskSpace(capacity: 1, available: 1))))
    #expect(detail("Capacity", app) == "160 GB")
    #expect(app.update(.ticked(at: 31)).contains(.extras(.readDisk("/music"))), "asked again after a while")
  }

  /// An MPD server's library: its counts, and no disk of ours to measure.
  @Test func anMPDServerHasNoSpaceToShow() {
    let (app, effects) = about(path: "MPD localhost:6600")
    #expect(!effects.contains { if case .extras(.readDisk) = $0 { true } else { false } })
    #expect(detail("Capacity", app) == "—" && detail("Available", app) == "—")
    #expect(detail("Songs", app) == "\(app.library.index.counts.songs)")
  }

  @Test func videosAndPhotosAreCounted() {
    var (app, _) = about()
    #expect(detail("Videos", app) == "0" && detail("Photos", app) == "—")
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: ["/p/a.jpg", "/p/b.jpg"])))
    _ = app.update(.video(.listed([VideoItem(path: "/v/a.mp4", title: "A", kind: .movie)])))
    #expect(detail("Videos", app) == "1" && detail("Photos", app) == "2")
    #expect(app.rowIndex("Notices") != nil, "Notices keeps its own row")
  }

  @Test func aboutScreens() {
    for theme in [ThemeChoice.white, .black] {
      var (app, _) = about(theme: theme)
      _ = app.update(
        .extras(.diskRead(path: "/music", DiskSpace(capacity: 160_000_000_000, available: 74_400_000_000))))
      assertScreen(app, named: "about-disk-\(theme.rawValue.lowercased())-100x40")
    }
  }
}
