import Testing

@testable import WheelCore

/// iTunes' default smart playlists: who belongs, at the boundaries, and in what order.
@Suite struct SmartPlaylistTests {
  typealias Facts = SmartPlaylist.Facts
  let now = 2_000_000_000.0
  let day = 86_400.0

  @Test func ninetiesMusicIsNineteenNinetyToNinetyNine() {
    let rule = SmartPlaylist.nineties
    #expect(!rule.includes(Facts(year: 1989), now: now))
    #expect(rule.includes(Facts(year: 1990), now: now))
    #expect(rule.includes(Facts(year: 1999), now: now))
    #expect(!rule.includes(Facts(year: 2000), now: now))
    #expect(!rule.includes(Facts(year: 0), now: now))
  }

  @Test func myTopRatedIsFourStarsOrMore() {
    let rule = SmartPlaylist.topRated
    #expect(!rule.includes(Facts(rating: 3), now: now))
    #expect(rule.includes(Facts(rating: 4), now: now))
    #expect(rule.includes(Facts(rating: 5), now: now))
  }

  @Test func recentMeansTheLastFourteenDaysBoundaryIncluded() {
    for rule in [SmartPlaylist.recentlyAdded, .recentlyPlayed] {
      func facts(_ t: Double?) -> Facts { rule == .recentlyAdded ? Facts(added: t) : Facts(lastPlayed: t) }
      #expect(rule.includes(facts(now - 14 * day), now: now), "\(rule): exactly 14 days ago")
      #expect(!rule.includes(facts(now - 14 * day - 1), now: now), "\(rule): a second more")
      #expect(rule.includes(facts(now), now: now))
      #expect(rule.includes(facts(now + 60), now: now), "\(rule): a clock set back still shows it")
      #expect(!rule.includes(facts(nil), now: now), "\(rule): never")
      #expect(!rule.includes(facts(now), now: nil), "\(rule): no clock, nothing is recent")
    }
  }

  @Test func recentlyPlayedIsNewestFirst() {
    let facts: [Int32: Facts] = [
      0: Facts(lastPlayed: now - 3 * day), 1: Facts(lastPlayed: now - day), 2: Facts(),
      3: Facts(lastPlayed: now - 2 * day),
    ]
    #expect(SmartPlaylist.recentlyPlayed.members(of: [0, 1, 2, 3], facts: { facts[$0]! }, now: now) == [1, 3, 0])
  }

  @Test func topTwentyFiveIsMostPlayedFirstAndOnlyPlayedSongs() {
    var facts: [Int32: Facts] = [:]
    for i in 0..<40 { facts[Int32(i)] = Facts(plays: i % 30, lastPlayed: now - Double(i)) }
    let top = SmartPlaylist.mostPlayed.members(of: (0..<40).map(Int32.init), facts: { facts[$0]! }, now: now)
    #expect(top.count == 25)
    #expect(top.first == 29)
    #expect(!top.contains(0) && !top.contains(30), "no play, no place")
    let plays = top.map { facts[$0]!.plays }
    #expect(plays == plays.sorted(by: >))
    // Equal counts: the one played more recently first (i and i + 30 share a count below 10).
    let few = SmartPlaylist.mostPlayed.members(
      of: [31, 1], facts: { facts[$0]! }, now: now)
    #expect(few == [1, 31])
  }

  /// Live: a rating set or a play counted shows in the lists at once.
  @Test func listsFollowTheDataAsItChanges() {
    var tracks = LibraryFixtures.tracks()
    for i in tracks.indices { tracks[i].modified = UserDataFixtures.wall - 400 * UserDataFixtures.day }
    tracks[0].year = 1994
    tracks[1].rating = 5  // from the file's tag
    tracks[2].modified = UserDataFixtures.wall - 3 * UserDataFixtures.day
    var app = UserDataFixtures.app(tracks: tracks)
    #expect(UserDataFixtures.titles(app, .smart(.nineties)) == ["Speak to Me"])
    #expect(UserDataFixtures.titles(app, .smart(.topRated)) == ["Breathe"])
    #expect(UserDataFixtures.titles(app, .smart(.recentlyAdded)) == ["Time"])
    #expect(UserDataFixtures.titles(app, .smart(.recentlyPlayed)).isEmpty)
    // A rating of 2 set here overrides the tag's 5.
    app.open(.nowPlaying)
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    for _ in 0..<3 { _ = app.update(key(.up, at: 1)) }
    #expect(app.rating(ofTrack: app.player.queue!.current!) == 2)
    #expect(UserDataFixtures.titles(app, .smart(.topRated)).isEmpty)
  }

  @Test func recentlyAddedAgesWithTheWallClock() {
    var tracks = LibraryFixtures.tracks()
    for i in tracks.indices { tracks[i].modified = UserDataFixtures.wall - 100 * UserDataFixtures.day }
    tracks[0].modified = UserDataFixtures.wall - 13 * UserDataFixtures.day
    var app = UserDataFixtures.app(tracks: tracks)
    #expect(UserDataFixtures.titles(app, .smart(.recentlyAdded)) == ["Speak to Me"])
    _ = app.update(.ticked(at: 2 * UserDataFixtures.day))
    _ = app.update(.wallClock(UserDataFixtures.clock(at: UserDataFixtures.wall + 2 * UserDataFixtures.day)))
    #expect(UserDataFixtures.titles(app, .smart(.recentlyAdded)).isEmpty, "15 days later it is no longer recent")
  }
}
