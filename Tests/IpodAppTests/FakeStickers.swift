import Foundation

@testable import IpodApp

/// A sticker database in memory: what it holds, what it was asked to write, and failures on demand.
final class FakeStickers: StickerDatabase, @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "connection refused" }
  }

  private let lock = NSLock()
  private var hasDatabase: Bool
  private var ratings: [String: Int]
  private var plays: [String: Int]
  private var readsFail = false
  private var writesFail = false
  private var written: [String] = []

  init(hasDatabase: Bool = true, ratings: [String: Int] = [:], plays: [String: Int] = [:]) {
    self.hasDatabase = hasDatabase
    self.ratings = ratings
    self.plays = plays
  }

  /// Every write, in order: "rate PATH N" or "play PATH".
  var writes: [String] { lock.withLock { written } }

  func failReads() { lock.withLock { readsFail = true } }
  func failWrites() { lock.withLock { writesFail = true } }

  func available() throws -> Bool {
    try lock.withLock {
      if readsFail { throw Failure() }
      return hasDatabase
    }
  }

  func everything() throws -> (ratings: [String: Int], plays: [String: Int]) {
    try lock.withLock {
      if readsFail { throw Failure() }
      return (ratings, plays)
    }
  }

  func setRating(_ stars: Int, of uri: String) throws {
    try lock.withLock {
      if writesFail { throw Failure() }
      ratings[uri] = stars
      written.append("rate \(uri) \(stars)")
    }
  }

  func countPlay(of uri: String) throws -> Int {
    try lock.withLock {
      if writesFail { throw Failure() }
      plays[uri, default: 0] += 1
      written.append("play \(uri)")
      return plays[uri]!
    }
  }
}
