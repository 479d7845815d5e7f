import Testing

@testable import WheelCore

/// Arrays kept for the life of a library give back the room their appends left.
struct ArraySlackTests {
  @Test func anArrayGrownByAppendingIsCopiedToItsSize() {
    var grown: [Int] = []
    for i in 0..<1000 { grown.append(i) }
    grown.reserveCapacity(4000)
    let trimmed = grown.trimmingSlack()
    #expect(trimmed == grown)
    #expect(trimmed.capacity < 1000 + 1000 / 16)
  }

  @Test func anArrayWithLittleRoomIsKeptAsItIs() {
    let exact = Array(0..<1000)
    let kept = exact.trimmingSlack()
    #expect(kept == exact)
    #expect(kept.withUnsafeBufferPointer { $0.baseAddress } == exact.withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func theIndexKeepsNoRoomBeyondItsTracks() {
    var tracks: [Track] = []
    tracks.reserveCapacity(4000)
    for i in 0..<1000 { tracks.append(Track(id: Int64(i), path: "/m/\(i).mp3", title: "Song \(i)")) }
    let index = LibraryIndex(tracks: tracks)
    #expect(index.tracks.count == 1000)
    #expect(index.tracks.capacity < 1000 + 1000 / 16)
  }
}
