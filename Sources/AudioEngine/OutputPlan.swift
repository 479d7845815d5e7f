/// The streams the engine writes: music and clicks apart where the device allows, one otherwise.
///
/// Clicks go to the PCM named `ipodtui_click` when the ALSA configuration defines one (tests
/// capture clicks and music in separate files that way), else to a second stream on the
/// music device. Two handles on one *file* device would overwrite each other's bytes, and
/// a bare card without dmix refuses a second handle: both fall back to one stream.
struct OutputPlan {
  static let clickDeviceName = "ipodtui_click"

  let music: PcmOutput
  let clicks: PcmOutput?

  var musicRole: OutputRole { clicks == nil ? .all : .music }

  static func open(device: String, clickDevice: String? = nil) throws(AudioError) -> OutputPlan {
    let music = try PcmOutput(device: device, role: .music)
    if let clicks = try? PcmOutput(device: clickDevice ?? clickDeviceName, role: .clicks) {
      return OutputPlan(music: music, clicks: clicks)
    }
    if clickDevice == nil, music.isClocked, let clicks = try? PcmOutput(device: device, role: .clicks) {
      return OutputPlan(music: music, clicks: clicks)
    }
    music.close(drain: false)
    return OutputPlan(music: try PcmOutput(device: device, role: .all), clicks: nil)
  }
}
