import Foundation
import Testing
import WheelCore

@testable import Pictures

@Suite struct PictureCacheTests {
  private static let dot = Picture(width: 1, height: 1, pixels: [RGB(r: 1, g: 2, b: 3)])!

  private func key(_ name: String, _ size: Int = 8) -> PictureCache.Key {
    PictureCache.Key(source: .file(name), fitting: (size, size), background: RGB(r: 0, g: 0, b: 0))
  }

  /// What one dot costs in a picture cache: its three bytes and the entry's overhead.
  private static let dotCost = 3 + BoundedCache<PictureCache.Key, Int>.entryOverhead

  @Test func leastRecentlyUsedIsEvicted() {
    let entry = 10 + BoundedCache<String, Int>.entryOverhead
    let cache = LRUCache<String, Int>(budget: 2 * entry)
    cache.insert(1, for: "a", cost: 10)
    cache.insert(2, for: "b", cost: 10)
    #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
    cache.insert(3, for: "c", cost: 10)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
    #expect(cache.count == 2 && cache.cost == 2 * entry)
  }

  @Test func loadsOncePerSourceAndSizeAndRemembersFailures() {
    let calls = LRUCache<String, Int>(budget: 1 << 20)  // doubles as a thread-safe counter box
    let cache = PictureCache(budget: 1 << 20) { key in
      guard case .file(let name) = key.source else { return .failure(.unreadable("?")) }
      calls.insert((calls.value(for: name) ?? 0) + 1, for: name, cost: 0)
      return name == "bad" ? .failure(.corrupt("x")) : .success(Self.dot)
    }
    #expect(cache.cached(key("good")) == nil)
    #expect(cache.picture(key("good")) == .success(Self.dot))
    #expect(cache.picture(key("good")) == .success(Self.dot))
    #expect(cache.picture(key("good", 16)) == .success(Self.dot))
    #expect(cache.picture(key("bad")) == .failure(.corrupt("x")))
    #expect(cache.picture(key("bad")) == .failure(.corrupt("x")))
    #expect(calls.value(for: "good") == 2 && calls.value(for: "bad") == 1)
    #expect(cache.cached(key("good")) == .success(Self.dot))
  }

  @Test func concurrentUseKeepsTheCacheConsistent() {
    let cache = PictureCache(budget: 16 * Self.dotCost) { _ in .success(Self.dot) }
    DispatchQueue.concurrentPerform(iterations: 2_000) { i in
      _ = cache.picture(key("album \(i % 40)"))
      _ = cache.cached(key("album \((i * 7) % 40)"))
    }
    #expect(cache.count == 16 && cache.cost == 16 * Self.dotCost)
  }

  @Test func realDecodesGoThroughTheCache() throws {
    let folder = TempFolder()
    let path = folder.write("cover.png", TestImages.png(TestImages.halves(width: 8, height: 8), width: 8, height: 8))
    let cache = PictureCache()
    let key = PictureCache.Key(source: .file(path), fitting: (4, 4), background: RGB(r: 0, g: 0, b: 0))
    #expect(try cache.picture(key).get().width == 4)
    #expect(cache.cached(key) != nil)
  }
}
