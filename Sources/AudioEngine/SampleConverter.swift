import CFFmpeg

/// Turns decoded frames of any sample format, channel layout and rate into the engine's
/// format (interleaved stereo Int16 at 44.1 kHz) with libswresample.
///
/// Rate changes go through SoX's resampler (Debian builds FFmpeg with libsoxr) at very high
/// precision: a linear interpolator folds highs back as audible aliases, soxr keeps them
/// below −100 dB. At 44.1 kHz nothing is resampled, so 16-bit lossless files arrive
/// bit-exact. Mono plays at full level on both channels (libswresample's default would
/// lower it by 3 dB); more than two channels are downmixed by libswresample's standard
/// matrix. The context is rebuilt whenever the input format changes mid-stream.
final class SampleConverter {
  /// soxr's precision in bits (20 is its "high quality", 28 "very high").
  static let soxrPrecision: Int64 = 28

  private var context: OpaquePointer?
  /// What the context was built for: sample format, rate, channel count and (native order) mask.
  private var builtFor: [Int64]?
  private var failure: String?

  deinit { swr_free(&context) }

  /// Why the last conversion failed, if it did.
  var errorDescription: String? { failure }

  /// Converts samples `offset..<offset + count` of `frame`, appending to `out`.
  func convert(_ frame: UnsafeMutablePointer<AVFrame>, offset: Int, count: Int, into out: inout [Int16]) {
    guard count > 0, prepare(for: frame, out: &out), let context else { return }
    let format = AVSampleFormat(rawValue: frame.pointee.format)
    let bytes = Int(av_get_bytes_per_sample(format))
    let planar = av_sample_fmt_is_planar(format) != 0
    let channels = Int(frame.pointee.ch_layout.nb_channels)
    let planes = planar ? channels : 1
    let stride = planar ? bytes : bytes * channels
    var pointers = (0..<planes).map { plane -> UnsafePointer<UInt8>? in
      frame.pointee.extended_data[plane].map { UnsafePointer($0 + offset * stride) }
    }
    run(context, input: &pointers, count: count, into: &out)
  }

  /// Appends what the resampler still holds (its filter delay) at the end of the stream.
  func flush(into out: inout [Int16]) {
    guard let context else { return }
    var none: [UnsafePointer<UInt8>?] = []
    run(context, input: &none, count: 0, into: &out)
  }

  /// Forgets buffered samples (after a seek); the next frame starts afresh.
  func reset() {
    swr_free(&context)
    builtFor = nil
  }

  private func run(_ context: OpaquePointer, input: inout [UnsafePointer<UInt8>?], count: Int, into out: inout [Int16])
  {
    let room = Int(swr_get_out_samples(context, Int32(count)))
    guard room > 0 else { return }
    let start = out.count
    out.append(contentsOf: repeatElement(0, count: room * 2))
    let made = out.withUnsafeMutableBufferPointer { buffer -> Int32 in
      var target: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress! + start)
        .assumingMemoryBound(to: UInt8.self)
      return input.withUnsafeMutableBufferPointer { planes in
        swr_convert(context, &target, Int32(room), count > 0 ? planes.baseAddress : nil, Int32(count))
      }
    }
    if made < 0 { failure = FFmpegError.describe(made) }
    out.removeLast((room - max(0, Int(made))) * 2)
  }

  /// Builds the context for `frame`'s format, flushing the old one first if it changes.
  private func prepare(for frame: UnsafeMutablePointer<AVFrame>, out: inout [Int16]) -> Bool {
    var layout = frame.pointee.ch_layout
    let native = layout.order == AV_CHANNEL_ORDER_NATIVE
    let key = [
      Int64(frame.pointee.format), Int64(frame.pointee.sample_rate), Int64(layout.nb_channels),
      native ? Int64(bitPattern: layout.u.mask) : -1,
    ]
    if key == builtFor { return true }
    flush(into: &out)
    reset()
    if layout.order == AV_CHANNEL_ORDER_UNSPEC { av_channel_layout_default(&layout, layout.nb_channels) }
    var stereo = AVChannelLayout()
    av_channel_layout_default(&stereo, 2)
    let rate = Int32(AudioFormat.sampleRate)
    var made: OpaquePointer?
    var status = swr_alloc_set_opts2(
      &made, &stereo, AV_SAMPLE_FMT_S16, rate, &layout,
      AVSampleFormat(rawValue: frame.pointee.format), frame.pointee.sample_rate, 0, nil)
    if status >= 0, frame.pointee.sample_rate != rate {
      let options = UnsafeMutableRawPointer(made)
      status = av_opt_set_int(options, "resampler", Int64(SWR_ENGINE_SOXR.rawValue), 0)
      if status >= 0 { status = av_opt_set_int(options, "precision", Self.soxrPrecision, 0) }
      // soxr dithers whenever it writes integers, with noise that differs per channel and per
      // run; resampling in float leaves the one rounding to libswresample, deterministically.
      if status >= 0 { status = av_opt_set_sample_fmt(options, "internal_sample_fmt", AV_SAMPLE_FMT_FLTP, 0) }
    }
    if status >= 0, layout.nb_channels == 1 {
      var both: [Double] = [1, 1]
      status = swr_set_matrix(made, &both, 1)
    }
    if status >= 0 { status = swr_init(made) }
    guard status >= 0 else {
      swr_free(&made)
      failure = "cannot convert the decoded audio: " + FFmpegError.describe(status)
      return false
    }
    context = made
    builtFor = key
    return true
  }
}
