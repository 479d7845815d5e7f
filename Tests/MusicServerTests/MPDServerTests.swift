import Foundation
import MPDHarness
import PulseHarness
import Testing
import WheelCore

@testable import MusicServer

/// The adapter against a real `mpd` (Debian's), started by each test in a temporary folder.
@Suite(.serialized) struct MPDServerTests {
  /// A server with `count` songs of `seconds` each.
  static func server(songs count: Int, seconds: Double = 30, password: String? = nil, stickers: Bool = true) throws
    -> PrivateMPD
  {
    let mpd = try PrivateMPD(password: password, stickers: stickers)
    let audio = try TestMusic.encodedTone(seconds: seconds, in: mpd.folder)
    try TestMusic.write(TestMusic.catalogue(count: count), audio: audio, under: mpd.musicFolder)
    try mpd.start(expecting: count)
    return mpd
  }

  static func connect(_ mpd: PrivateMPD, password: String? = nil) -> (MPDServer, EventRecorder) {
    let events = EventRecorder()
    let server = MPDServer(address: MPDAddress(host: mpd.socketPath, password: password), post: events.post)
    server.library.start()
    return (server, events)
  }

  @Test func theDatabaseArrivesInWindowsWithItsTags() throws {
    let count = MPDLibrary.window + 500
    let started = Date()
    let mpd = try Self.server(songs: count, seconds: 1)
    print("made and indexed \(count) songs in \(Date().timeIntervalSince(started)) s")
    let (server, events) = Self.connect(mpd)
    defer { server.close() }
    #expect(waitFor(timeout: 60) { events.library?.tracks.count == count })
    let loads = events.all.compactMap {
      if case .libraryLoaded(let index, _, _) = $0 { index.tracks.count } else { nil }
    }
    // The first window is shown before the rest has arrived.
    #expect(loads.first == MPDLibrary.window)
    let index = try #require(events.library)
    #expect(index.artists.count == (count + 99) / 100)
    #expect(index.albums.count == count / 10)
    #expect(Set(index.tracks.map(\.id)).count == count)
    let song = try #require(index.tracks.first { $0.title == "Song 00123" })
    #expect(song.path == "Artist 001/Album 0012/04 Song 00123.mp3")
    #expect((song.artist, song.album, song.trackNumber, song.genre) == ("Artist 001", "Album 0012", 4, "Genre 4"))
    #expect(abs(song.duration - 1) < 0.2)
    // Posted just after the last window: waited for, since a loaded machine can see the gap.
    #expect(waitFor(timeout: 10) { events.all.contains(.scanProgressed(.finished(songs: count, skipped: 0))) })
  }

  @Test func storedPlaylistsAndCovers() throws {
    let mpd = try Self.server(songs: 30, seconds: 1)
    let album = mpd.musicFolder + "/Artist 000/Album 0001"
    _ = try ChildProcess.output([
      "ffmpeg", "-v", "error", "-f", "lavfi", "-i", "color=c=red:s=64x48", "-frames:v", "1", album + "/cover.jpg",
    ])
    try mpd.mpc(["add", "Artist 000/Album 0002"])
    try mpd.mpc(["save", "Road Trip"])
    let (server, events) = Self.connect(mpd)
    defer { server.close() }
    #expect(waitFor(timeout: 20) { events.playlists.first?.name == "Road Trip" })
    let index = try #require(events.library)
    let list = try #require(events.playlists.first)
    #expect(list.tracks.map { index[$0].album } == Array(repeating: "Album 0002", count: 10))
    let cover = try #require(
      server.library.cover(forTrackAt: "Artist 000/Album 0001/01 Song 00010.mp3", fitting: (32, 32)))
    #expect(cover.width == 32 && cover.height == 24)
    #expect(server.library.cover(forTrackAt: "Artist 000/Album 0000/01 Song 00000.mp3", fitting: (32, 32)) == nil)
  }

  @Test func theCoresEffectsPlayOnTheServerAndItsChangesComeBack() throws {
    let mpd = try Self.server(songs: 20)
    let (server, events) = Self.connect(mpd)
    defer { server.close() }
    #expect(waitFor(timeout: 20) { events.library?.tracks.count == 20 })
    let index = try #require(events.library)
    let first = try #require(index.tracks.first { $0.title == "Song 00003" })
    let second = try #require(index.tracks.first { $0.title == "Song 00007" })
    server.player.play(first, at: 0)
    server.player.queueNext(second)
    #expect(waitFor(timeout: 10) { mpd.currentFile() == first.path && mpd.state() == "playing" })
    #expect(waitFor(timeout: 10) { (try? mpd.mpc(["-f", "%file%", "playlist"]))?.contains(second.path) == true })
    #expect(
      events.wait { if case .playerReported(let r) = $0 { r.path == first.path && r.state == .playing } else { false } }
        != nil)

    server.player.seek(to: 12)
    #expect(waitFor(timeout: 10) { (mpd.elapsed() ?? 0) >= 12 })
    server.player.pause()
    #expect(waitFor(timeout: 10) { mpd.state() == "paused" })
    server.player.resume()
    #expect(waitFor(timeout: 10) { mpd.state() == "playing" })
    server.player.setVolume(0.5)
    #expect(waitFor(timeout: 10) { (try? mpd.mpc(["volume"]))?.contains("50%") == true })

    // Another client moves on: the report names the queued song, at once.
    try mpd.mpc(["next"])
    #expect(events.wait { if case .playerReported(let r) = $0 { r.path == second.path } else { false } } != nil)
    // The position moves on between reports, by the clock.
    #expect(events.wait { if case .playbackProgressed(second.path, let s) = $0 { s > 0.4 } else { false } } != nil)
    try mpd.mpc(["volume", "20"])
    #expect(events.wait { if case .playerReported(let r) = $0 { r.volume == 20 } else { false } } != nil)
    try mpd.mpc(["stop"])
    #expect(events.wait { if case .playerReported(let r) = $0 { r.state == .stopped } else { false } } != nil)
  }

  @Test func aServerThatGoesAwayIsReportedAndFollowedBackWhenItReturns() throws {
    let mpd = try Self.server(songs: 5)
    let (server, events) = Self.connect(mpd)
    defer { server.close() }
    #expect(waitFor(timeout: 20) { events.library?.tracks.count == 5 })
    mpd.kill()
    #expect(events.wait { $0 == .sourceStatus("MPD: reconnecting…") } != nil)
    let loadsBefore = events.all.filter { if case .libraryLoaded = $0 { true } else { false } }.count
    try mpd.start(expecting: 5)
    #expect(events.wait(timeout: 30) { _ in events.sourceStatus == .some(nil) } != nil)
    try mpd.mpc(["add", "Artist 000"])
    try mpd.mpc(["play"])
    #expect(events.wait { if case .playerReported(let r) = $0 { r.state == .playing } else { false } } != nil)
    // The same database: nothing is loaded again.
    #expect(events.all.filter { if case .libraryLoaded = $0 { true } else { false } }.count == loadsBefore)
  }

  @Test func aWrongPasswordIsSaidClearly() throws {
    let mpd = try Self.server(songs: 2, password: "right")
    let (server, events) = Self.connect(mpd, password: "wrong")
    defer { server.close() }
    #expect(events.wait { $0 == .sourceStatus("MPD: wrong password") } != nil)
    #expect(events.notices.contains { $0.contains("wrong password") })
    let (good, goodEvents) = Self.connect(mpd, password: "right")
    defer { good.close() }
    #expect(waitFor(timeout: 20) { goodEvents.library?.tracks.count == 2 })
  }

  @Test func ratingsAndPlayCountsAreStickers() throws {
    let mpd = try Self.server(songs: 2, seconds: 1)
    let (server, _) = Self.connect(mpd)
    defer { server.close() }
    let uri = TestMusic.catalogue(count: 1)[0].uri
    #expect(try server.stickers.available())
    #expect(try server.stickers.rating(of: uri) == nil)
    try server.stickers.setRating(4, of: uri)
    #expect(try mpd.mpc(["sticker", uri, "get", "rating"]).contains("rating=8"))
    #expect(try server.stickers.rating(of: uri) == 4)
    try mpd.mpc(["sticker", uri, "set", "rating", "7"])  // half stars from another client round up
    #expect(try server.stickers.rating(of: uri) == 4)
    #expect(try server.stickers.countPlay(of: uri) == 1)
    #expect(try server.stickers.countPlay(of: uri) == 2)
    #expect(try mpd.mpc(["sticker", uri, "get", "playCount"]).contains("playCount=2"))
  }

  @Test func withoutAStickerDatabaseRatingsAreReadOnly() throws {
    let mpd = try Self.server(songs: 1, seconds: 1, stickers: false)
    let (server, _) = Self.connect(mpd)
    defer { server.close() }
    let uri = TestMusic.catalogue(count: 1)[0].uri
    #expect(try server.stickers.available() == false)
    #expect(try server.stickers.rating(of: uri) == nil)
    #expect(try server.stickers.playCount(of: uri) == 0)
    #expect(throws: MPDFailure.refused(code: -1, message: MPDStickers.readOnlyMessage)) {
      try server.stickers.setRating(3, of: uri)
    }
  }
}
