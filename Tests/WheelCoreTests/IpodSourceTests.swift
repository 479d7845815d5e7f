import Testing

@testable import WheelCore

/// The core's side of an iPod as the source: Settings > Source offers the iPods found, Eject
/// iPod appears only while one is the source, and the iPod's own audiobooks and podcasts land
/// under Music > Audiobooks and Podcasts though their files' names say nothing.
@Suite struct IpodSourceTests {
  @Test func sourceCyclesThroughTheIpodsFoundAndTheLastOneChosen() throws {
    var settings = Settings()
    settings.mpdAddress = "nas:6600"
    let found = ["/media/mia/MIA'S IPOD", "/run/media/mia/OLD"]
    _ = SourceChoice.toggle(&settings, found: found)
    #expect(settings.source == .mpd)
    #expect(SourceChoice.toggle(&settings, found: found) == "Source: iPod MIA'S IPOD from the next start")
    #expect(settings.source == .ipod && settings.ipodPath == found[0])
    _ = SourceChoice.toggle(&settings, found: found)
    #expect(SourceChoice.label(settings) == "iPod OLD")
    _ = SourceChoice.toggle(&settings, found: found)
    #expect(settings.source == .local && settings.ipodPath == found[1])
    // Remembered, and offered again when it is not mounted at the next start.
    #expect(try SettingsCodec.decode(Array(SettingsCodec.encode(settings).utf8)).get() == settings)
    var alone = Settings()
    alone.ipodPath = "/mnt/ipod"
    _ = SourceChoice.toggle(&alone)
    #expect(alone.source == .ipod && SourceChoice.label(alone) == "iPod ipod")
  }

  @Test func theIpodsFoundReachSettingsSource() {
    var app = LibraryFixtures.app()
    _ = app.update(.ipodsFound(["/media/u/IPOD"]))
    app.openSettingsRow("Source")
    _ = app.update(key(.enter))
    #expect(app.settings.source == .ipod && app.settings.ipodPath == "/media/u/IPOD")
    #expect(app.content?.row(app.cursor.selected).detail == "iPod IPOD")
  }

  @Test func ejectIpodShowsOnlyWhileAnIpodIsTheSourceAndHandsOverTheData() {
    var local = LibraryFixtures.app()
    local.openSettingsRow("Eject iPod")
    #expect(local.content?.row(local.cursor.selected).label != "Eject iPod")
    var app = LibraryFixtures.app()
    app.environment.ipodSource = "/media/u/IPOD"
    app.openSettingsRow("Eject iPod")
    #expect(app.content?.row(app.cursor.selected).label == "Eject iPod")
    let effects = app.update(key(.enter))
    #expect(effects.contains(.ejectIpod(app.userData.data)))
  }

  @Test func givenKindsFileSongsAsSpokenWordAndSurviveAResort() {
    let tracks = (0..<3).map { i in
      Track(id: Int64(i + 1), path: "/ipod/iPod_Control/Music/F0\(i)/ABCD.mp3", title: "T\(i)", album: "Show")
    }
    let index = LibraryIndex(tracks: tracks, kinds: [.music, .audiobook, .podcast])
    #expect(index.kinds == [.music, .audiobook, .podcast])
    #expect(index.songs == [0])
    #expect(index.audiobooks.count == 1 && index.podcasts.count == 1)
    #expect(index.sorted(by: .lastName).kinds == index.kinds)
    // A list of the wrong length is not trusted: the rules decide.
    #expect(LibraryIndex(tracks: tracks, kinds: [.podcast]).kinds == [.music, .music, .music])
  }
}
