/// The stretch of a stream's timeline that is music: encoder delay before it and padding
/// after it are cut, so a track has its exact length and albums join without gaps.
///
/// Positions are samples at the file's rate on FFmpeg's timeline (frame timestamps), so a
/// sample is played when `first <= position < end`. FFmpeg trims what it knows itself
/// (LAME headers, Ogg granules, Opus pre-skip, iTunSMPB priming) and moves the timestamps
/// of what it keeps accordingly; cutting by position on top of that can never remove
/// the same samples twice.
public struct PlayableWindow: Equatable, Sendable {
  /// Position of the first sample to play.
  public var first: Int
  /// One past the last sample to play; nil leaves the end to the decoder.
  public var end: Int?

  /// MPEG-1 Layer III's decoder delay (529) plus the encoder delay almost every encoder has
  /// (576, LAME's): what a LAME header would say, for MP3s without one.
  public static let assumedMP3Delay = MP3Length.assumedDelay

  /// Facts about one stream, in samples at its rate (see `FFmpegReader`).
  public struct Facts {
    public var isMP4 = false
    public var isMP3 = false
    /// A raw ADTS AAC stream (FFmpeg's "aac" demuxer).
    public var isADTS = false
    /// The stream's start time (FFmpeg has already skipped what lies before it), if known.
    public var startTime: Int?
    /// The sample table's total length (MP4, edit list ignored), if known.
    public var sampleTableLength: Int?
    /// The `iTunSMPB` text, if the container has one.
    public var iTunSMPB: String?
    /// The track's edit, converted to samples (priming, length, one movie-timescale tick).
    public var edit: (priming: Int, length: Int, tick: Int)?

    public init(
      isMP4: Bool = false, isMP3: Bool = false, startTime: Int? = nil, sampleTableLength: Int? = nil,
      iTunSMPB: String? = nil, edit: (priming: Int, length: Int, tick: Int)? = nil
    ) {
      self.isMP4 = isMP4
      self.isMP3 = isMP3
      self.startTime = startTime
      self.sampleTableLength = sampleTableLength
      self.iTunSMPB = iTunSMPB
      self.edit = edit
    }
  }

  /// The window for `facts`, most precise source first: iTunSMPB (sample-exact both ends),
  /// the MP4 edit list (priming exact, end refined by the sample table), the stream's start
  /// time, and for MP3s without a LAME header the usual delay.
  public static func choose(_ facts: Facts) -> PlayableWindow {
    if facts.isMP4, let text = facts.iTunSMPB, let smpb = ITunSMPB(text),
      facts.sampleTableLength.map({ smpb.priming + smpb.totalSamples <= $0 }) ?? true
    {
      return PlayableWindow(first: smpb.priming, end: smpb.priming + smpb.totalSamples)
    }
    if facts.isMP4, let edit = facts.edit {
      var length = edit.length
      if let table = facts.sampleTableLength {
        // ffmpeg writes the edit's length in milliseconds; the table's last packet is exact.
        let fromTable = table - edit.priming
        length = abs(fromTable - length) <= edit.tick ? fromTable : min(length, fromTable)
      }
      return PlayableWindow(first: edit.priming, end: edit.priming + max(0, length))
    }
    if facts.isMP3, (facts.startTime ?? 0) <= 0 {
      return PlayableWindow(first: assumedMP3Delay, end: nil)
    }
    return PlayableWindow(first: max(0, facts.startTime ?? 0), end: nil)
  }
}
