/// Settings > Fill iPod: a list of songs being copied onto a mounted iPod, as its adapter
/// reports it (the core only shows it and asks for a cancel).
public struct IpodFillStatus: Equatable, Sendable {
  /// The list being copied ("Road Trip", an album's name).
  public var list: String
  public var done: Int
  public var total: Int
  /// Songs passed over because the iPod already holds them (same tags and length, or the same
  /// file copied before).
  public var present = 0
  /// The song being copied now ("" between songs).
  public var title: String
  /// The whole job, 0...1.
  public var fraction: Double
  public var secondsLeft: Double?
  /// The copy has ended (done, cancelled or failed: a notice says which).
  public var finished = false
  /// A cancel was asked for and not yet carried out.
  public var cancelling = false

  public init(
    list: String, done: Int = 0, total: Int, present: Int = 0, title: String = "", fraction: Double = 0,
    secondsLeft: Double? = nil,
    finished: Bool = false
  ) {
    self.list = list
    self.done = done
    self.total = total
    self.present = present
    self.title = title
    self.fraction = fraction
    self.secondsLeft = secondsLeft
    self.finished = finished
  }
}

/// What the adapter is asked to copy: which iPod (its folder), the list's name (the iPod gets
/// a playlist of it) and its songs.
public struct IpodFillRequest: Equatable, Sendable {
  public var ipod: String
  public var list: String
  public var tracks: [Track]

  public init(ipod: String, list: String, tracks: [Track]) {
    self.ipod = ipod
    self.list = list
    self.tracks = tracks
  }
}
