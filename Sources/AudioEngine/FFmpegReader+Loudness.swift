import CFFmpeg

extension FFmpegReader {
  /// The loudness tags of the opened file: the container's and the stream's metadata
  /// (Ogg keeps Vorbis comments on the stream, most others on the container), then FFmpeg's
  /// ReplayGain side data for what they lack. Read where the engine opens the song, so the
  /// library scan needs no change.
  static func loudness(format: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>)
    -> LoudnessTags
  {
    let tags = LoudnessTags.read { name in
      let entry =
        av_dict_get(format.pointee.metadata, name, nil, 0) ?? av_dict_get(stream.pointee.metadata, name, nil, 0)
      return entry.map { String(cString: $0.pointee.value) }
    }
    return tags.filling(from: sideData(stream))
  }

  /// `AV_PKT_DATA_REPLAYGAIN`: gains in microbels (INT32_MIN: unknown), peaks with 100,000
  /// as full scale (0: unknown).
  private static func sideData(_ stream: UnsafeMutablePointer<AVStream>) -> LoudnessTags {
    var size = 0
    guard let raw = av_stream_get_side_data(stream, AV_PKT_DATA_REPLAYGAIN, &size),
      size >= MemoryLayout<AVReplayGain>.size
    else { return LoudnessTags() }
    let gain = UnsafeRawPointer(raw).loadUnaligned(as: AVReplayGain.self)
    let db = { (value: Int32) in value == Int32.min ? nil : Double(value) / 100_000 }
    let peak = { (value: UInt32) in value == 0 ? nil : Double(value) / 100_000 }
    return LoudnessTags(
      trackGain: db(gain.track_gain), trackPeak: peak(gain.track_peak),
      albumGain: db(gain.album_gain), albumPeak: peak(gain.album_peak))
  }
}
