// TagLib FileRef + PropertyMap behind a C API; no C++ exception may cross into Swift.
#include "CTagReader.h"
#include "adts_duration.h"
#include "rating.h"

#include <cstdlib>
#include <cstring>
#include <strings.h>
#include <string>

#include <fileref.h>
#include <tag.h>
#include <tpropertymap.h>
#include <tdebuglistener.h>
#include <wavfile.h>
#include <infotag.h>
#include <mp4file.h>
#include <mpegfile.h>
#include <mp4tag.h>

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

char *duplicate(const std::string &text) {
  char *copy = static_cast<char *>(std::malloc(text.size() + 1));
  if (copy != nullptr) std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

std::string first(const TagLib::PropertyMap &map, const char *key) {
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
  int track = 0, disc = 0, year = 0, compilation = 0;
};

void readPropertyMap(const TagLib::PropertyMap &map, Fields &f) {
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
}

} // namespace

extern "C" int ipod_read_tags(const char *path, struct ipod_tags *out) {
  if (out == nullptr) return IPOD_TAGS_CANNOT_OPEN;
  std::memset(out, 0, sizeof(*out));
  out->status = IPOD_TAGS_CANNOT_OPEN;
  Fields fields;
  try {
    installSilentListener();
    if (path != nullptr) {
      TagLib::FileRef ref(path, true, TagLib::AudioProperties::Average);
      if (ref.isNull() && hasExtension(path, ".aac")) {
        readADTS(path, fields, out);
      } else if (!ref.isNull() && ref.file() != nullptr && ref.file()->isValid()) {
        TagLib::PropertyMap map = ref.file()->properties();
        readPropertyMap(map, fields);
        fillFromInfoTag(ref.file(), fields);
        out->rating = ipod::readRating(ref.file(), map);
        TagLib::AudioProperties *audio = ref.audioProperties();
        if (audio != nullptr && (audio->lengthInMilliseconds() > 0 || audio->sampleRate() > 0)) {
          out->duration_ms = audio->lengthInMilliseconds();
          out->status = IPOD_TAGS_OK;
        } else {
          out->status = IPOD_TAGS_NO_AUDIO;
        }
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
  char **fields[] = {&tags->title, &tags->artist, &tags->album,
                     &tags->albumartist, &tags->composer, &tags->genre};
  for (char **field : fields) {
    std::free(*field);
    *field = nullptr;
  }
}

extern "C" int ipod_write_mp4_freeform(const char *path, const char *name, const char *value) {
  if (path == nullptr || name == nullptr || value == nullptr) return 0;
  try {
    installSilentListener();
    TagLib::MP4::File file(path);
    if (!file.isValid() || file.tag() == nullptr) return 0;
    TagLib::String key = TagLib::String("----:com.apple.iTunes:") + TagLib::String(name, TagLib::String::UTF8);
    file.tag()->setItem(key, TagLib::MP4::Item(TagLib::StringList(TagLib::String(value, TagLib::String::UTF8))));
    return file.save() ? 1 : 0;
  } catch (...) {
    return 0;
  }
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
