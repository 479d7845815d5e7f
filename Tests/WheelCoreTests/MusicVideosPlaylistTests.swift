import Testing

@testable import WheelCore

/// Playlists > Music Videos: iTunes' default smart playlist of the music videos, in its place
/// among the others, listing what Videos > Music Videos lists and playing it the same way.
@Suite struct MusicVideosPlaylistTests {
  static let items = [
    VideoItem(path: "/v/Movies/clip.mp4", title: "Test Pattern", kind: .movie, duration: 20),
    VideoItem(path: "/v/b.mp4", title: "Zebra", kind: .musicVideo, artist: "Band", duration: 180),
    VideoItem(path: "/v/a.mp4", title: "Anthem", kind: .musicVideo, artist: "Artist", duration: 200),
    VideoItem(path: "/v/ep.mp4", title: "Pilot", kind: .tvShow, show: "Patterns", season: 1, episode: 1),
  ]

  func playlists(videos: [VideoItem]) -> AppState {
    var app = UserDataFixtures.app()
    _ = app.update(.video(.listed(videos)))
    app.open(.playlists)
    return app
  }

  @Test func itComesInITunesOrderBetween90sMusicAndMyTopRated() {
    let app = playlists(videos: Self.items)
    #expect(
      UserDataFixtures.labels(app).prefix(7) == [
        "On-The-Go", "90's Music", "Music Videos", "My Top Rated", "Recently Added", "Recently Played",
        "Top 25 Most Played",
      ])
  }

  @Test func itListsTheMusicVideosOnlyByArtistAndPlaysTheChosenOne() {
    var app = playlists(videos: Self.items)
    app.select("Music Videos")
    _ = app.update(key(.enter, at: 1))
    #expect(app.screen == .videoList(.musicVideos))
    #expect(UserDataFixtures.labels(app) == ["Anthem", "Zebra"], "by artist: Artist, then Band")
    let effects = app.update(key(.enter, at: 2))
    #expect(app.screen == .videoPlayer)
    #expect(effects.contains { if case .video(.play(let path, _, _, _, _)) = $0 { path == "/v/a.mp4" } else { false } })
    _ = app.update(key(.escape, at: 3))
    #expect(app.screen == .videoList(.musicVideos), "MENU goes back to the list")
  }

  @Test func withNoMusicVideosItStillShowsAndSaysSo() {
    var app = playlists(videos: [Self.items[0]])
    #expect(UserDataFixtures.labels(app).contains("Music Videos"))
    app.select("Music Videos")
    _ = app.update(key(.enter, at: 1))
    #expect(Renderer.render(app).text.contains("No music videos"))
  }
}
