// TagLib FileRef + PropertyMap behind a C API; no C++ exception may cross into Swift.
#include "CTagReader.h"
#include "adts_duration.h"
#include "direct_fields.h"
#include "rating.h"
#include "read_stream.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <strings.h>
#include <unistd.h>
#include <string>

#include <fileref.h>
#include <tag.h>
#include <tpropertymap.h>
#include <tdebuglistener.h>
#include <wavfile.h>
#include <infotag.h>
#include <mp4file.h>
#include <flacfile.h>
#include <vorbisfile.h>
#include <opusfile.h>
#include <xiphcomment.h>
#include <mpegfile.h>
#include <mp4tag.h>
#include <id3v2tag.h>
#include <synchronizedlyricsframe.h>
#include <cstdio>

namespace {

/// TagLib reports malformed frames on stderr, which would corrupt the terminal UI.
class SilentListener : public TagLib::DebugListener {
public:
  void printMessage(const TagLib::String &) override {}
};

SilentListener silentListener;

/// Installs the silent listener once; a function-local static is thread-safe in C++11.
void installSilentListener() {
  static const bool installed = [] {
    TagLib::setDebugListener(&silentListener);
    return true;
  }();
  (void)installed;
}

/// A malloc'd copy; NULL for an empty text (most fields of most files), which costs nothing.
char *duplicate(const std::string &text) {
  if (text.empty()) return nullptr;
  char *copy = static_cast<char *>(std::malloc(text.size() + 1));
  if (copy != nullptr) std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

/// The first value of `key`; keys are upper case in both a PropertyMap and a Xiph comment's
/// own field map, so the exact look-up of the base map finds them.
std::string first(const TagLib::SimplePropertyMap &map, const char *key) {
  auto it = map.find(key);
  if (it == map.end() || it->second.isEmpty()) return std::string();
  return it->second.front().to8Bit(true);
}

/// "3/12" -> 3, "2004-05-01" -> 2004: the leading run of digits.
int leadingNumber(const std::string &text) {
  long value = 0;
  size_t i = 0;
  while (i < text.size() && text[i] == ' ') i++;
  size_t start = i;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 9) {
    value = value * 10 + (text[i] - '0');
    i++;
  }
  return static_cast<int>(value);
}

bool truthy(const std::string &text) {
  return !text.empty() && text != "0" && text != "false" && text != "FALSE";
}

struct Fields {
  std::string title, artist, album, albumartist, composer, genre;
  std::string artistsort, albumartistsort, composersort;
  int track = 0, disc = 0, year = 0, compilation = 0;
};

void readPropertyMap(const TagLib::SimplePropertyMap &map, Fields &f) {
  f.title = first(map, "TITLE");
  f.artist = first(map, "ARTIST");
  f.album = first(map, "ALBUM");
  f.albumartist = first(map, "ALBUMARTIST");
  f.composer = first(map, "COMPOSER");
  f.genre = first(map, "GENRE");
  f.track = leadingNumber(first(map, "TRACKNUMBER"));
  f.disc = leadingNumber(first(map, "DISCNUMBER"));
  f.year = leadingNumber(first(map, "DATE"));
  f.compilation = truthy(first(map, "COMPILATION")) ? 1 : 0;
  f.artistsort = first(map, "ARTISTSORT");
  f.albumartistsort = first(map, "ALBUMARTISTSORT");
  f.composersort = first(map, "COMPOSERSORT");
}

/// WAV's properties() covers only the ID3v2 chunk; most WAV taggers write RIFF INFO instead.
void fillFromInfoTag(TagLib::File *file, Fields &f) {
  auto *wav = dynamic_cast<TagLib::RIFF::WAV::File *>(file);
  if (wav == nullptr || !wav->hasInfoTag()) return;
  TagLib::RIFF::Info::Tag *info = wav->InfoTag();
  if (f.title.empty()) f.title = info->title().to8Bit(true);
  if (f.artist.empty()) f.artist = info->artist().to8Bit(true);
  if (f.album.empty()) f.album = info->album().to8Bit(true);
  if (f.genre.empty()) f.genre = info->genre().to8Bit(true);
  if (f.composer.empty()) f.composer = info->fieldText("IMUS").to8Bit(true);
  if (f.year == 0) f.year = static_cast<int>(info->year());
  if (f.track == 0) f.track = static_cast<int>(info->track());  // TagLib reads IPRT
  if (f.track == 0) f.track = leadingNumber(info->fieldText("ITRK").to8Bit(true));  // others write ITRK
}

bool hasExtension(const char *path, const char *ext) {
  size_t length = std::strlen(path), extLength = std::strlen(ext);
  return length >= extLength && strcasecmp(path + length - extLength, ext) == 0;
}

/// ADTS AAC: TagLib 1.13's FileRef does not know it, but its MPEG reader finds the ID3v2 tag
/// such files carry; the length comes from the ADTS frame headers.
void readADTS(const char *path, Fields &f, ipod_tags *out) {
  int duration = ipod::adtsDurationMs(path);
  if (duration <= 0) return;
  TagLib::MPEG::File file(path, false);
  if (file.isValid()) readPropertyMap(file.properties(), f);
  out->duration_ms = duration;
  out->status = IPOD_TAGS_OK;
}

void store(const Fields &f, ipod_tags *out) {
  out->title = duplicate(f.title);
  out->artist = duplicate(f.artist);
  out->album = duplicate(f.album);
  out->albumartist = duplicate(f.albumartist);
  out->composer = duplicate(f.composer);
  out->genre = duplicate(f.genre);
  out->track = f.track;
  out->disc = f.disc;
  out->year = f.year;
  out->compilation = f.compilation;
  out->artistsort = duplicate(f.artistsort);
  out->albumartistsort = duplicate(f.albumartistsort);
  out->composersort = duplicate(f.composersort);
}

/// A SYLT frame with millisecond stamps as LRC text; empty when there is none usable.
std::string syncedLyrics(TagLib::ID3v2::Tag *tag) {
  if (tag == nullptr) return std::string();
  const TagLib::ID3v2::FrameList &frames = tag->frameListMap()["SYLT"];
  for (auto *frame : frames) {
    auto *sylt = dynamic_cast<TagLib::ID3v2::SynchronizedLyricsFrame *>(frame);
    if (sylt == nullptr || sylt->timestampFormat() != TagLib::ID3v2::SynchronizedLyricsFrame::AbsoluteMilliseconds) continue;
    std::string text;
    for (const auto &line : sylt->synchedText()) {
      unsigned int ms = line.time;
      char stamp[32];
      std::snprintf(stamp, sizeof stamp, "[%02u:%02u.%03u]", ms / 60000, (ms / 1000) % 60, ms % 1000);
      std::string words = line.text.to8Bit(true);
      // Some taggers start each entry with a line break: the stamp belongs to the words.
      while (!words.empty() && (words[0] == '\n' || words[0] == '\r')) words.erase(0, 1);
      text += stamp + words + "\n";
    }
    if (!text.empty()) return text;
  }
  return std::string();
}

/// The ID3v2 tag of the formats that carry one in TagLib's FileRef (MP3 and, through their
/// own classes, WAV/AIFF are left to the property map).
TagLib::ID3v2::Tag *id3v2(TagLib::File *file) {
  auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file);
  return mpeg != nullptr && mpeg->hasID3v2Tag() ? mpeg->ID3v2Tag() : nullptr;
}

/// The Xiph comment that `properties()` of FLAC, Ogg Vorbis and Opus files would return (FLAC's
/// comes first when it holds anything), or NULL when the property map must be built.
const TagLib::Ogg::XiphComment *xiphComment(TagLib::File *file) {
  const TagLib::Ogg::XiphComment *xiph = nullptr;
  if (auto *flac = dynamic_cast<TagLib::FLAC::File *>(file)) {
    xiph = flac->xiphComment(false);
  } else if (auto *vorbis = dynamic_cast<TagLib::Ogg::Vorbis::File *>(file)) {
    xiph = vorbis->tag();
  } else if (auto *opus = dynamic_cast<TagLib::Ogg::Opus::File *>(file)) {
    xiph = opus->tag();
  }
  return xiph != nullptr && !xiph->isEmpty() ? xiph : nullptr;
}

/// Which container holds the audio, and an MP4's iTunSMPB: the Swift side corrects TagLib's
/// lengths for these (MP3 frame counts, AAC priming and padding).
void readContainer(TagLib::File *file, ipod_tags *out) {
  if (dynamic_cast<TagLib::MPEG::File *>(file) != nullptr) {
    out->container = IPOD_CONTAINER_MPEG;
  } else if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    out->container = IPOD_CONTAINER_MP4;
    TagLib::MP4::Tag *tag = mp4->tag();
    const char *key = "----:com.apple.iTunes:iTunSMPB";
    if (tag != nullptr && tag->contains(key)) {
      TagLib::StringList values = tag->item(key).toStringList();
      if (!values.isEmpty()) out->itunsmpb = duplicate(values.front().to8Bit(true));
    }
  }
}

} // namespace

extern "C" int ipod_read_tags(const char *path, struct ipod_tags *out) {
  if (out == nullptr) return IPOD_TAGS_CANNOT_OPEN;
  std::memset(out, 0, sizeof(*out));
  out->status = IPOD_TAGS_CANNOT_OPEN;
  out->descriptor = -1;
  Fields fields;
  try {
    installSilentListener();
    ipod::ReadStream stream(path != nullptr ? path : "");
    if (!stream.isOpen()) {
      out->status = stream.openError() == EACCES ? IPOD_TAGS_DENIED : IPOD_TAGS_CANNOT_OPEN;
    } else {
      TagLib::FileRef ref(&stream, true, TagLib::AudioProperties::Average);
      if (ref.isNull() && hasExtension(path, ".aac")) {
        readADTS(path, fields, out);
      } else if (!ref.isNull() && ref.file() != nullptr && ref.file()->isValid()) {
        // A Xiph comment's own field map is what properties() would copy, key by key; an MP3's
        // ID3v2 frames and an MP4's items are read where they are (see direct_fields.h). Only
        // the rest (WAV, AIFF, APE, an MP3 with only ID3v1) build the whole property map.
        const TagLib::Ogg::XiphComment *xiph = xiphComment(ref.file());
        TagLib::SimplePropertyMap direct;
        TagLib::PropertyMap copied;
        const TagLib::SimplePropertyMap *found = xiph != nullptr ? &xiph->fieldListMap() : nullptr;
        if (found == nullptr && ipod::readDirectFields(ref.file(), direct)) found = &direct;
        if (found == nullptr) {
          copied = ref.file()->properties();
          found = &copied;
        }
        const TagLib::SimplePropertyMap &map = *found;
        readPropertyMap(map, fields);
        fillFromInfoTag(ref.file(), fields);
        out->rating = ipod::readRating(ref.file(), map);
        readContainer(ref.file(), out);
        TagLib::AudioProperties *audio = ref.audioProperties();
        if (audio != nullptr && (audio->lengthInMilliseconds() > 0 || audio->sampleRate() > 0)) {
          out->duration_ms = audio->lengthInMilliseconds();
          out->status = IPOD_TAGS_OK;
        } else {
          out->status = IPOD_TAGS_NO_AUDIO;
        }
        if (out->container != IPOD_CONTAINER_OTHER) out->descriptor = stream.release();
      }
    }
  } catch (...) {
    out->status = IPOD_TAGS_CANNOT_OPEN;
  }
  try {
    store(fields, out);
  } catch (...) {
  }
  return out->status;
}

extern "C" void ipod_tags_free(struct ipod_tags *tags) {
  if (tags == nullptr) return;
  char **fields[] = {&tags->title, &tags->artist, &tags->album, &tags->albumartist, &tags->composer,
                     &tags->genre, &tags->artistsort, &tags->albumartistsort, &tags->composersort,
                     &tags->itunsmpb};
  for (char **field : fields) {
    std::free(*field);
    *field = nullptr;
  }
  if (tags->descriptor >= 0) ::close(tags->descriptor);
  tags->descriptor = -1;
}

extern "C" char *ipod_read_lyrics(const char *path) {
  if (path == nullptr) return nullptr;
  try {
    installSilentListener();
    TagLib::FileRef ref(path, false);
    if (ref.isNull() || ref.file() == nullptr || !ref.file()->isValid()) return nullptr;
    std::string text = syncedLyrics(id3v2(ref.file()));
    if (text.empty()) {
      TagLib::PropertyMap map = ref.file()->properties();
      text = first(map, "LYRICS");
      // A USLT frame with a description is "LYRICS:DESCRIPTION" in the property map.
      for (auto it = map.begin(); text.empty() && it != map.end(); ++it) {
        if (it->first.startsWith("LYRICS:") && !it->second.isEmpty()) text = it->second.front().to8Bit(true);
      }
      if (text.empty()) text = first(map, "UNSYNCEDLYRICS");
    }
    return text.empty() ? nullptr : duplicate(text);
  } catch (...) {
    return nullptr;
  }
}

namespace {
/// Test support: sets one text item of an MP4 file and saves it (1 on success).
int setMP4Item(const char *path, const TagLib::String &key, const char *value) {
  try {
    installSilentListener();
    TagLib::MP4::File file(path);
    if (!file.isValid() || file.tag() == nullptr) return 0;
    file.tag()->setItem(key, TagLib::MP4::Item(TagLib::StringList(TagLib::String(value, TagLib::String::UTF8))));
    return file.save() ? 1 : 0;
  } catch (...) {
    return 0;
  }
}
} // namespace

extern "C" int ipod_write_mp4_freeform(const char *path, const char *name, const char *value) {
  if (path == nullptr || name == nullptr || value == nullptr) return 0;
  return setMP4Item(path, TagLib::String("----:com.apple.iTunes:") + TagLib::String(name, TagLib::String::UTF8), value);
}

extern "C" int ipod_write_mp4_text(const char *path, const char *atom, const char *value) {
  if (path == nullptr || atom == nullptr || value == nullptr) return 0;
  return setMP4Item(path, TagLib::String(atom, TagLib::String::Latin1), value);
}

extern "C" int ipod_write_rating(const char *path, int stars) {
  if (path == nullptr) return 0;
  try {
    installSilentListener();
    TagLib::FileRef ref(path, false);
    if (ref.isNull() || ref.file() == nullptr || !ref.file()->isValid() || ref.file()->readOnly()) return 0;
    return ipod::writeRating(ref.file(), stars) ? 1 : 0;
  } catch (...) {
    return 0;
  }
}

extern "C" int ipod_tagreader_version(void) { return 3; }
