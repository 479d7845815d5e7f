/// Music Quiz, as rules alone: ten questions; each plays a clip of a random song and offers
/// its title among four; the sooner the right answer, the more points (10 per second left).
public struct QuizGame: Equatable, Sendable {
  public enum Phase: Equatable, Sendable {
    case intro
    /// A clip plays; the answer is due by `until`.
    case asking(until: Double)
    /// The answer shows until `until` (`chosen` nil: time ran out).
    case answered(until: Double)
    case finished
  }

  public static let questions = 10
  public static let answerSeconds = 10.0
  public static let showAnswerSeconds = 2.0
  public static let choiceCount = 4

  public internal(set) var phase = Phase.intro
  /// The question on show, from 1.
  public internal(set) var round = 0
  public internal(set) var score = 0
  public internal(set) var choices: [Track] = []
  /// Which choice is right, which the wheel is on, and which was picked.
  public internal(set) var answer = 0
  public internal(set) var selected = 0
  public internal(set) var chosen: Int?
  /// What the last answer earned.
  public internal(set) var gained = 0
  var random: SeededRandom

  public init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// The songs a question may ask about: `LibraryIndex.music` (music only, never a podcast
  /// episode or a part of an audiobook), or any list of tracks in the tests.
  public typealias Songs = RandomAccessCollection<Track>

  /// Whether a library can make questions: four songs with different titles.
  public static func canPlay(_ tracks: some Songs) -> Bool {
    var titles = Set<String>()
    for t in tracks where !t.title.isEmpty {
      titles.insert(t.title.lowercased())
      if titles.count >= choiceCount { return true }
    }
    return false
  }

  /// A new game's first question (from the intro or the end of a game).
  public mutating func start(from tracks: some Songs, at now: Double) -> Track? {
    score = 0
    round = 0
    return ask(from: tracks, at: now)
  }

  /// The next question: a random song and three others with different titles, in random
  /// order. Returns the song to play.
  mutating func ask(from tracks: some Songs, at now: Double) -> Track? {
    guard Self.canPlay(tracks) else {
      phase = .intro
      return nil
    }
    var picked: [Track] = []
    var titles = Set<String>()
    var tries = 0
    while picked.count < Self.choiceCount {
      // Random picks first; a scan from a random place when the library is mostly one title.
      let i = tries < 64 ? random.int(in: 0...(tracks.count - 1)) : (tries - 64) % tracks.count
      tries += 1
      let track = tracks[tracks.index(tracks.startIndex, offsetBy: i)]
      let title = track.title.lowercased()
      if track.title.isEmpty || titles.contains(title) { continue }
      titles.insert(title)
      picked.append(track)
    }
    let song = picked[0]
    for i in stride(from: picked.count - 1, to: 0, by: -1) { picked.swapAt(i, random.int(in: 0...i)) }
    choices = picked
    answer = picked.firstIndex(of: song) ?? 0
    selected = 0
    chosen = nil
    gained = 0
    round += 1
    phase = .asking(until: now + Self.answerSeconds)
    return song
  }

  /// Where in the song the clip starts: somewhere in its middle when it is long enough.
  mutating func clipStart(of track: Track) -> Double {
    guard track.duration > Self.answerSeconds * 3 else { return 0 }
    return (track.duration * (0.2 + 0.4 * random.unit())).rounded(.down)
  }

  /// The wheel moves among the four titles while a question is asked.
  public mutating func turn(_ steps: Int) -> Bool {
    guard case .asking = phase else { return false }
    let before = selected
    selected = min(choices.count - 1, max(0, selected + steps))
    return selected != before
  }

  /// The center (or a click on a title) answers with the selected title.
  public mutating func choose(at now: Double) {
    guard case .asking(let until) = phase else { return }
    chosen = selected
    gained = selected == answer ? max(1, Int((until - now).rounded(.up))) * 10 : 0
    score += gained
    phase = .answered(until: now + Self.showAnswerSeconds)
  }

  /// What time brings: the answer's time running out, the next question after the answer
  /// showed, the end after the last. Returns the song to play when a question starts.
  mutating func advance(to now: Double, tracks: some Songs) -> Track? {
    switch phase {
    case .asking(let until) where now >= until:
      chosen = nil
      gained = 0
      phase = .answered(until: now + Self.showAnswerSeconds)
    case .answered(let until) where now >= until:
      if round >= Self.questions {
        phase = .finished
      } else {
        return ask(from: tracks, at: now)
      }
    default: break
    }
    return nil
  }

  public var deadline: Double? {
    switch phase {
    case .asking(let until), .answered(let until): until
    case .intro, .finished: nil
    }
  }

  /// Back to the intro (leaving the game).
  mutating func stop() {
    phase = .intro
    round = 0
    choices = []
  }
}
