import Testing

@testable import WheelCore

/// Videos > Video Podcasts, as on the 5G: videos tagged as podcasts (iTunes' media kind 21) or
/// filed in a "Podcasts" folder, listed by show, each show's episodes in order.
@Suite struct VideoPodcastTests {
  @Test func thePodcastMediaKindOrAPodcastsFolderMakesAPodcast() {
    #expect(VideoKind(mediaType: 21) == .podcast)
    #expect(VideoKind(folderName: "Podcasts") == .podcast)
    #expect(VideoKind(folderName: "video podcasts") == .podcast)
    #expect(VideoKind.classify(mediaType: 21, show: "", folders: ["Movies"]) == .podcast)
    #expect(VideoKind.classify(mediaType: nil, show: "", folders: ["Podcasts", "Tech Talk"]) == .podcast)
  }

  @Test func aPodcastsShowIsItsTagElseItsFolder() {
    let filed = VideoNaming.item(
      path: "/v/Podcasts/Tech Talk/02 Rust.mp4", relativePath: "Podcasts/Tech Talk/02 Rust.mp4", tags: VideoTags())
    #expect(filed.kind == .podcast && filed.show == "Tech Talk" && filed.title == "02 Rust")
    let tagged = VideoNaming.item(
      path: "/v/x.m4v", relativePath: "x.m4v", tags: VideoTags(title: "Ep 9", show: "Garden Hour", mediaType: 21))
    #expect(tagged.kind == .podcast && tagged.show == "Garden Hour" && tagged.title == "Ep 9")
    let loose = VideoNaming.item(
      path: "/v/Podcasts/y.mp4", relativePath: "Podcasts/y.mp4", tags: VideoTags(artist: "Host"))
    #expect(loose.show == "Host", "no show and no folder of its own: the artist")
  }

  static let items = [
    VideoItem(path: "/v/Movies/clip.mp4", title: "Test Pattern", kind: .movie, duration: 20),
    VideoItem(path: "/v/p/b2.mp4", title: "Second", kind: .podcast, show: "the Bee Show", episode: 2),
    VideoItem(path: "/v/p/a.mp4", title: "Only", kind: .podcast, show: "Ant Cast"),
    VideoItem(path: "/v/p/b1.mp4", title: "First", kind: .podcast, show: "The Bee Show", episode: 1),
  ]

  @Test func podcastsAreGroupedByShowLikeTVShows() {
    let library = VideoLibrary(Self.items)
    #expect(library.podcasts.map(\.name) == ["Ant Cast", "the Bee Show"])
    #expect(library.podcasts[1].episodes.map { library.items[$0].title } == ["First", "Second"])
    #expect(library.videos(of: .podcastEpisodes(1)).map { library.items[$0].title } == ["First", "Second"])
    #expect(library.movies.count == 1)
  }

  @Test func theVideosMenuHasVideoPodcastsWhichOpenAShowAndPlayAnEpisode() {
    var app = state([.video(.listed(Self.items)), key(.down), key(.down), key(.enter)])
    #expect(app.screen == .videos)
    let labels = app.content.map { c in (0..<c.count).map { c.row($0).label } }
    #expect(labels?.contains("Video Podcasts") == true)
    app.push(.videoList(.videoPodcasts))
    #expect(app.content.map { c in (0..<c.count).map { c.row($0).label } } == ["Ant Cast", "the Bee Show"])
    #expect(app.content?.row(1).detail == "2")
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.screen == .videoList(.podcastEpisodes(1)))
    #expect(app.screen.home.title(in: app) == "the Bee Show")
    #expect(app.content.map { c in (0..<c.count).map { c.row($0).label } } == ["First", "Second"])
    _ = app.update(key(.enter, at: 1))
    #expect(app.screen == .videoPlayer)
    #expect(app.videos.player.item?.path == "/v/p/b1.mp4")
  }

  @Test func withoutVideoPodcastsTheListSaysSo() {
    var app = state([.video(.listed([Self.items[0]]))])
    app.push(.videoList(.videoPodcasts))
    #expect(Renderer.render(app).text.contains("No video podcasts"))
  }
}
