import Testing

@testable import WheelCore

/// Filing videos: the iTunes media kind, show tags, folders and names; then the lists.
@Suite struct VideoLibraryTests {
  @Test func mediaKindTagDecidesFirst() {
    #expect(VideoKind.classify(mediaType: 6, show: "", folders: ["Movies"]) == .musicVideo)
    #expect(VideoKind.classify(mediaType: 9, show: "Show", folders: []) == .movie)
    #expect(VideoKind.classify(mediaType: 10, show: "", folders: []) == .tvShow)
    // Music (1) says nothing about video: the folder decides.
    #expect(VideoKind.classify(mediaType: 1, show: "", folders: ["Music Videos"]) == .musicVideo)
  }

  @Test func showTagThenNearestFolderThenMovie() {
    #expect(VideoKind.classify(mediaType: nil, show: "Patterns", folders: ["Movies"]) == .tvShow)
    #expect(VideoKind.classify(mediaType: nil, show: "", folders: ["TV Shows", "Movies"]) == .movie)
    #expect(VideoKind.classify(mediaType: nil, show: "", folders: ["tv shows", "Lost", "Season 1"]) == .tvShow)
    #expect(VideoKind.classify(mediaType: nil, show: "", folders: ["Holiday"]) == .movie)
  }

  @Test func episodesNamedByFoldersAndFileNames() {
    let item = VideoNaming.item(
      path: "/v/TV Shows/Lost/Season 2/Lost S02E03.mkv", relativePath: "TV Shows/Lost/Season 2/Lost S02E03.mkv",
      tags: VideoTags())
    #expect(item.kind == .tvShow)
    #expect(item.show == "Lost")
    #expect(item.season == 2 && item.episode == 3)
    #expect(item.title == "Lost S02E03")
    let other = VideoNaming.item(
      path: "/v/TV Shows/Lost/1x07.mp4", relativePath: "TV Shows/Lost/1x07.mp4", tags: VideoTags())
    #expect(other.season == 1 && other.episode == 7)
    let bare = VideoNaming.item(path: "/v/TV/Season 4/e.mp4", relativePath: "TV/Season 4/e.mp4", tags: VideoTags())
    #expect(bare.show == "Unknown Show" && bare.season == 4)
  }

  @Test func tagsWinAndAreMadeSafe() {
    let tags = VideoTags(title: "Pilot\u{1B}[2J", show: "Patterns", season: 2, episode: 3, mediaType: 10, duration: 20)
    let item = VideoNaming.item(path: "/v/x/S09E09.mp4", relativePath: "x/S09E09.mp4", tags: tags)
    #expect(item.title == "Pilot")
    #expect(item.show == "Patterns" && item.season == 2 && item.episode == 3)
    #expect(item.duration == 20)
    let movie = VideoNaming.item(
      path: "/v/Movies/The Film.2001.mp4", relativePath: "Movies/The Film.2001.mp4", tags: VideoTags(duration: .nan))
    #expect(movie.title == "The Film.2001" && movie.kind == .movie && movie.duration == 0)
  }

  @Test func listsAreSortedAsTheIPodSorts() {
    let library = VideoLibrary([
      VideoItem(path: "/a", title: "Zulu", kind: .movie),
      VideoItem(path: "/b", title: "The Alpha", kind: .movie),
      VideoItem(path: "/c", title: "beta", kind: .movie),
      VideoItem(path: "/d", title: "Song", kind: .musicVideo, artist: "Zed"),
      VideoItem(path: "/e", title: "Other", kind: .musicVideo, artist: "Abba"),
      VideoItem(path: "/f", title: "Ep 10", kind: .tvShow, show: "Show B", season: 1, episode: 10),
      VideoItem(path: "/g", title: "Ep 2", kind: .tvShow, show: "Show B", season: 1, episode: 2),
      VideoItem(path: "/h", title: "Pilot", kind: .tvShow, show: "show a", season: 2, episode: 1),
      VideoItem(path: "/i", title: "First", kind: .tvShow, show: "Show B", season: 0, episode: 5),
    ])
    #expect(library.movies.map { library.items[$0].title } == ["The Alpha", "beta", "Zulu"])
    #expect(library.musicVideos.map { library.items[$0].artist } == ["Abba", "Zed"])
    #expect(library.shows.map(\.name) == ["show a", "Show B"])
    #expect(library.videos(of: .episodes(1)).map { library.items[$0].title } == ["First", "Ep 2", "Ep 10"])
    #expect(library.videos(of: .episodes(7)).isEmpty)
  }
}
