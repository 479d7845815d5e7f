import CRubberBand

/// Plays music faster or slower at the same pitch (audiobook speeds), through Rubber Band.
///
/// Why Rubber Band rather than SoundTouch: both are Debian libraries made for this, but
/// Rubber Band has a plain C API (a `.systemLibrary` target, no C++ shim to maintain), is
/// built for real-time use with the ratio changeable mid-stream, reports its latency so the
/// output can be aligned with the input sample for sample, and is GPL-2+ like ipodtui. It
/// runs its "faster" (R2) engine in real-time mode on this thread only (no threads of its
/// own), with one window for both channels (ChannelsTogether keeps a voice centred): on
/// these 2-core machines the R3 engine costs several times the CPU for a difference few hear
/// in speech (`scripts/bench.sh dsp` measures both: R2 0.035, R3 0.151 CPU s per s at 1.25x).
///
/// Buffers are planar Float, allocated once for `maxFrames` per call; `process` never
/// allocates. The stretcher's start delay is cut (after feeding the preferred start pad of
/// silence), so output frame n matches input frame n x speed: song time stays exact.
package final class TimeStretcher {
  private let state: RubberBandState
  private(set) var speed: Double
  private let maxFrames: Int
  /// Planar buffers (left, right) and the two-pointer tables Rubber Band takes.
  private let input: UnsafeMutablePointer<Float>
  private let output: UnsafeMutablePointer<Float>
  private let inputPlanes = UnsafeMutablePointer<UnsafePointer<Float>?>.allocate(capacity: 2)
  private let outputPlanes = UnsafeMutablePointer<UnsafeMutablePointer<Float>?>.allocate(capacity: 2)
  /// Output frames still to drop at the start (the stretcher's delay).
  private var toDrop = 0

  /// `finer` picks the R3 engine (only the benchmark does, to show what it would cost).
  package init(speed: Double, maxFrames: Int, finer: Bool = false) {
    let options =
      RubberBandOptionProcessRealTime.rawValue | RubberBandOptionThreadingNever.rawValue
      | RubberBandOptionChannelsTogether.rawValue
      | (finer ? RubberBandOptionEngineFiner.rawValue : RubberBandOptionEngineFaster.rawValue)
    rubberband_set_default_debug_level(0)
    state = rubberband_new(UInt32(AudioFormat.sampleRate), 2, Int32(bitPattern: UInt32(options)), 1 / speed, 1)
    rubberband_set_max_process_size(state, UInt32(maxFrames))
    self.speed = speed
    self.maxFrames = maxFrames
    input = .allocate(capacity: maxFrames * 2)
    input.initialize(repeating: 0, count: maxFrames * 2)
    output = .allocate(capacity: maxFrames * 2)
    output.initialize(repeating: 0, count: maxFrames * 2)
    inputPlanes[0] = UnsafePointer(input)
    inputPlanes[1] = UnsafePointer(input + maxFrames)
    outputPlanes[0] = output
    outputPlanes[1] = output + maxFrames
    prime()
  }

  deinit {
    rubberband_delete(state)
    input.deallocate()
    output.deallocate()
    inputPlanes.deallocate()
    outputPlanes.deallocate()
  }

  /// Starts afresh (a new track or a seek): nothing buffered, the delay cut again.
  func reset(speed: Double) {
    rubberband_reset(state)
    setSpeed(speed)
    prime()
  }

  func setSpeed(_ speed: Double) {
    guard speed != self.speed else { return }
    self.speed = speed
    rubberband_set_time_ratio(state, 1 / speed)
  }

  /// Feeds `frames` interleaved stereo frames from `source` (full scale = 1) and hands each
  /// frame that comes out to `emit`. `final` flushes the tail (the end of a track).
  package func process(_ source: UnsafePointer<Double>, frames: Int, final: Bool, emit: (Float, Float) -> Void) {
    var done = 0
    repeat {
      let count = min(maxFrames, frames - done)
      for i in 0..<count {
        input[i] = Float(source[(done + i) * 2])
        input[maxFrames + i] = Float(source[(done + i) * 2 + 1])
      }
      rubberband_process(state, inputPlanes, UInt32(count), final && done + count == frames ? 1 : 0)
      done += count
      drain(emit)
    } while done < frames
  }

  private func drain(_ emit: (Float, Float) -> Void) {
    while true {
      let available = Int(rubberband_available(state))
      guard available > 0 else { return }
      let got = Int(rubberband_retrieve(state, outputPlanes, UInt32(min(available, maxFrames))))
      guard got > 0 else { return }
      let skip = min(toDrop, got)
      toDrop -= skip
      for i in skip..<got { emit(output[i], output[maxFrames + i]) }
    }
  }

  /// Feeds the silence Rubber Band wants before the first sample and arranges to cut the
  /// matching delay from its output.
  private func prime() {
    var pad = Int(rubberband_get_preferred_start_pad(state))
    for i in 0..<(maxFrames * 2) { input[i] = 0 }
    while pad > 0 {
      let count = min(pad, maxFrames)
      rubberband_process(state, inputPlanes, UInt32(count), 0)
      pad -= count
    }
    toDrop = Int(rubberband_get_start_delay(state))
  }
}
