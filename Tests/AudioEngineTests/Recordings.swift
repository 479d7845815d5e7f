/// Recordings of what a sound server played, compared with what the engine decoded.

/// Where frame `from` of `track` lies inside `recording` (frames), matching 256 frames exactly.
func locate(_ track: [Int16], from: Int, in recording: [Int16]) -> Int? {
  let probe = 256 * 2
  let base = from * 2
  guard track.count >= base + probe, recording.count >= probe else { return nil }
  var frame = 0
  while (frame * 2) + probe <= recording.count {
    var match = true
    for i in 0..<probe where recording[frame * 2 + i] != track[base + i] {
      match = false
      break
    }
    if match { return frame }
    frame += 1
  }
  return nil
}
