import AudioEngine

/// Where a video's sound plays and whose clock its pictures follow: the audio engine's music
/// output (the same calls the music player makes), and what the listener has heard of it.
public protocol VideoSoundtrack: AnyObject, Sendable {
  func playMusic(path: String, startAt seconds: Double)
  func pause()
  func resume()
  func seek(to seconds: Double)
  func stopMusic()
  func heardClock() -> HeardClock?
}

extension AudioEngine: VideoSoundtrack {}
