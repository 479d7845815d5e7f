import AudioLengths
import CTagReader

#if canImport(Glibc)
  import Glibc
#endif

/// Tags of one file as read from disk, cleaned for display.
public struct FileTags: Equatable, Sendable {
  public var title = ""
  public var artist = ""
  public var album = ""
  public var albumArtist = ""
  public var composer = ""
  public var genre = ""
  public var trackNumber = 0
  public var discNumber = 0
  public var year = 0
  public var durationMs = 0
  public var isCompilation = false
  /// Sort tags, for Settings > Sort By > Last Name (empty: none).
  public var artistSort = ""
  public var albumArtistSort = ""
  public var composerSort = ""
  /// Stars 0...5 from the file's rating tag (0: none).
  public var rating = 0
  /// The length is an estimate (an MP3 with no Xing/VBRI tag): the library's pass after the
  /// scan counts its frames.
  public var lengthIsGuess = false

  public init() {}
}

/// Reads tags through the CTagReader (TagLib C++) wrapper.
public enum TagReader {
  public enum Outcome: Equatable, Sendable {
    case tags(FileTags)
    case skipped(SkipReason)
  }

  /// Tags of the file at `path`; a file that TagLib cannot open or that holds no audio stream
  /// is `.skipped(.notAudio)`, one we may not read is `.skipped(.permissionDenied)`.
  public static func read(_ path: RawPath) -> Outcome {
    if ContainerSignature.refuses(path) { return .skipped(.notAudio) }
    return path.withCString { cPath in
      var raw = ipod_tags()
      let status = ipod_read_tags(cPath, &raw)
      defer { ipod_tags_free(&raw) }
      if status == Int32(IPOD_TAGS_DENIED.rawValue) { return .skipped(.permissionDenied) }
      guard status == Int32(IPOD_TAGS_OK.rawValue) else { return .skipped(.notAudio) }
      var tags = FileTags()
      tags.title = text(raw.title)
      tags.artist = text(raw.artist)
      tags.album = text(raw.album)
      tags.albumArtist = text(raw.albumartist)
      tags.composer = text(raw.composer)
      tags.genre = text(raw.genre)
      tags.trackNumber = Int(raw.track)
      tags.discNumber = Int(raw.disc)
      tags.year = Int(raw.year)
      tags.durationMs = Int(raw.duration_ms)
      tags.isCompilation = raw.compilation != 0
      tags.artistSort = text(raw.artistsort)
      tags.albumArtistSort = text(raw.albumartistsort)
      tags.composerSort = text(raw.composersort)
      tags.rating = Int(min(5, max(0, raw.rating)))
      correctLength(&tags, descriptor: raw.descriptor, container: raw.container, iTunSMPB: text(raw.itunsmpb))
      return .tags(tags)
    }
  }

  /// TagLib's length is the container's: for MP4 it includes the encoder's priming and
  /// padding, for an MP3 without a Xing header it is a guess from the first frame's bitrate.
  /// Both are replaced by what the decoder plays (see `MP3Length`, `MP4Length`); an MP3 whose
  /// frames must be walked keeps the guess, flagged, so the scan does not wait for the walk.
  /// `descriptor` is the file the tag reader read, still open: one open a file, not two.
  static func correctLength(_ tags: inout FileTags, descriptor: Int32, container: Int32, iTunSMPB: String) {
    switch container {
    case Int32(IPOD_CONTAINER_MPEG.rawValue):
      if let length = MP3Length.read(descriptor: descriptor, walk: false) {
        tags.durationMs = length.milliseconds
      } else {
        tags.lengthIsGuess = true
      }
    case Int32(IPOD_CONTAINER_MP4.rawValue):
      if let (samples, rate) = MP4Length.read(descriptor: descriptor, iTunSMPB: iTunSMPB.isEmpty ? nil : iTunSMPB) {
        tags.durationMs = (samples * 1_000 + rate / 2) / rate
      }
    default:
      break
    }
  }

  static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
    guard let pointer, pointer.pointee != 0 else { return "" }
    return TagText.clean(
      String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self))
  }
}
