import Testing

@testable import WheelCore

@Suite struct PlayQueueTests {
  @Test func naturalEndFollowsRepeatMode() {
    var q = PlayQueue(tracks: [10, 11, 12], position: 2)
    #expect(q.upcoming(repeatMode: .off) == nil)
    #expect(q.upcoming(repeatMode: .all) == 0)
    #expect(q.upcoming(repeatMode: .one) == 2)
    let r1 = q.advance(repeatMode: .off)
    #expect(!r1)
    let r2 = q.advance(repeatMode: .all)
    #expect(r2)
    #expect(q.current == 10)
  }

  @Test func nextMovesOnEvenWithRepeatOne() {
    var q = PlayQueue(tracks: [1, 2], position: 0)
    let r3 = q.skipForward(repeatMode: .one)
    #expect(r3)
    #expect(q.position == 1)
    let r4 = q.skipForward(repeatMode: .off)
    #expect(!r4)
    let r5 = q.skipForward(repeatMode: .all)
    #expect(r5)
    #expect(q.position == 0)
  }

  @Test func previousRestartsAfterThreeSeconds() {
    var q = PlayQueue(tracks: [1, 2, 3], position: 1)
    let r6 = q.skipBack(elapsed: 3.0, repeatMode: .off)
    #expect(!r6)
    #expect(q.position == 1)
    let r7 = q.skipBack(elapsed: 2.9, repeatMode: .off)
    #expect(r7)
    #expect(q.position == 0)
    let r8 = q.skipBack(elapsed: 0, repeatMode: .off)
    #expect(!r8)
    let r9 = q.skipBack(elapsed: 0, repeatMode: .all)
    #expect(r9)
    #expect(q.position == 2)
  }

  @Test func seededShuffleIsRepeatableAndKeepsEverySong() {
    var a = Shuffler(seed: 42)
    var b = Shuffler(seed: 42)
    var c = Shuffler(seed: 7)
    let songs: [Int32] = Array(0..<50)
    let x = a.shuffleSongs(songs, first: 17)
    #expect(x == b.shuffleSongs(songs, first: 17))
    #expect(x != c.shuffleSongs(songs, first: 17))
    #expect(x.first == 17)
    #expect(x.sorted() == songs)
  }

  @Test func albumShuffleKeepsEachAlbumTogetherInOrder() {
    var s = Shuffler(seed: 3)
    let songs: [Int32] = Array(0..<12)
    let order = s.shuffleAlbums(songs) { "album \($0 / 4)" }
    #expect(order.sorted() == songs)
    for start in stride(from: 0, to: 12, by: 4) {
      let album = Array(order[start..<start + 4])
      #expect(album == album.sorted())
      #expect(Set(album.map { $0 / 4 }).count == 1)
    }
  }
}
