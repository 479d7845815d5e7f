import AudioEngine
import Foundation

/// Debian's command-line encoders, for making every format an iPod library holds from one
/// WAV at test time (and for the benchmark): what real files look like, gapless metadata
/// and all, without shipping binary fixtures.
public enum CommandLineEncoder: String, CaseIterable, Sendable {
  case aacM4A = "AAC in .m4a (ffmpeg)"
  case aacM4ANoEditList = "AAC in .m4a, no edit list (ffmpeg)"
  case aacADTS = "AAC in ADTS .aac (ffmpeg)"
  case alacM4A = "ALAC in .m4a (ffmpeg)"
  case mp3CBR = "MP3 CBR 128k (lame)"
  case mp3VBR = "MP3 VBR with LAME header (lame)"
  case mp3VBRNoHeader = "MP3 VBR without header (lame -t)"
  case flac = "FLAC (flac)"
  case vorbis = "Ogg Vorbis (oggenc)"
  case opus = "Opus (opusenc)"
  case wav = "WAV (sox)"
  case aiff = "AIFF (sox)"

  /// The file name extension the output gets.
  public var fileExtension: String {
    switch self {
    case .aacM4A, .aacM4ANoEditList, .alacM4A: "m4a"
    case .aacADTS: "aac"
    case .mp3CBR, .mp3VBR, .mp3VBRNoHeader: "mp3"
    case .flac: "flac"
    case .vorbis: "ogg"
    case .opus: "opus"
    case .wav: "wav"
    case .aiff: "aiff"
    }
  }

  /// True for formats that give back exactly the samples they were given.
  public var isLossless: Bool { [.alacM4A, .flac, .wav, .aiff].contains(self) }

  /// The Debian package that provides the tool.
  public var package: String {
    switch self {
    case .aacM4A, .aacM4ANoEditList, .aacADTS, .alacM4A: "ffmpeg"
    case .mp3CBR, .mp3VBR, .mp3VBRNoHeader: "lame"
    case .flac: "flac"
    case .vorbis: "vorbis-tools"
    case .opus: "opus-tools"
    case .wav, .aiff: "sox"
    }
  }

  private func command(_ input: String, _ output: String) -> [String] {
    let ffmpeg = ["ffmpeg", "-nostdin", "-v", "error", "-y", "-i", input]
    switch self {
    case .aacM4A: return ffmpeg + ["-c:a", "aac", "-b:a", "160k", output]
    case .aacM4ANoEditList: return ffmpeg + ["-c:a", "aac", "-b:a", "160k", "-use_editlist", "0", output]
    case .aacADTS: return ffmpeg + ["-c:a", "aac", "-b:a", "160k", "-f", "adts", output]
    case .alacM4A: return ffmpeg + ["-c:a", "alac", output]
    case .mp3CBR: return ["lame", "--quiet", "-b", "128", input, output]
    case .mp3VBR: return ["lame", "--quiet", "-V", "2", input, output]
    case .mp3VBRNoHeader: return ["lame", "--quiet", "-V", "2", "-t", input, output]
    case .flac: return ["flac", "--silent", "--force", "-o", output, input]
    case .vorbis: return ["oggenc", "--quiet", "-o", output, input]
    case .opus: return ["opusenc", "--quiet", input, output]
    case .wav: return ["sox", input, output]
    case .aiff: return ["sox", input, output]
    }
  }

  /// Encodes the WAV at `input` to `output`; the error names the package to install when
  /// the tool is missing.
  public func encode(_ input: String, to output: String) throws(AudioError) {
    let arguments = command(input, output)
    let status = Self.run(arguments)
    guard status == 0 else {
      let reason =
        status == 127
        ? "\(arguments[0]) is not installed (Debian package \(package); scripts/install-deps.sh test)"
        : "\(arguments.joined(separator: " ")) exited with status \(status)"
      throw AudioError.cannotDecode(path: output, reason: reason)
    }
  }

  /// Runs a tool found on PATH with stdout and stderr discarded; 127 when it cannot start.
  /// posix_spawn rather than Foundation's Process, which can hang under Swift Testing.
  public static func run(_ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ) == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    return exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
