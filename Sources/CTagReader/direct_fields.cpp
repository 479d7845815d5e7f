// The scan's keys read from ID3v2 frames and MP4 items without building TagLib's property map.
#include "direct_fields.h"

#include <id3v1genres.h>
#include <id3v2tag.h>
#include <mp4file.h>
#include <mp4tag.h>
#include <mpegfile.h>
#include <textidentificationframe.h>

#include <cstring>

namespace ipod {
namespace {

/// A property-map key and the frame or item it comes from.
struct KeySource {
  const char *key;
  const char *name;
};

/// ID3v2.4 frames (TagLib upgrades v2.2 and v2.3 frame ids, TYER to TDRC among them, while
/// parsing).
const KeySource frameKeys[] = {
  {"TITLE", "TIT2"},           {"ARTIST", "TPE1"},     {"ALBUM", "TALB"},
  {"ALBUMARTIST", "TPE2"},     {"COMPOSER", "TCOM"},   {"GENRE", "TCON"},
  {"TRACKNUMBER", "TRCK"},     {"DISCNUMBER", "TPOS"}, {"DATE", "TDRC"},
  {"COMPILATION", "TCMP"},     {"ARTISTSORT", "TSOP"}, {"ALBUMARTISTSORT", "TSO2"},
  {"COMPOSERSORT", "TSOC"},
};

/// Keys that only user text frames (TXXX) carry, under their upper-cased description.
const char *const userTextKeys[] = {"FMPS_RATING", "RATING"};

/// The first value of the first text frame `id` that has one, as its property would hold it:
/// a genre given as an ID3v1 number is the genre's name (TextIdentificationFrame::asProperties).
bool firstFrameValue(const TagLib::ID3v2::FrameListMap &frames, const char *id, TagLib::String &value) {
  auto it = frames.find(id);
  if (it == frames.end()) return false;
  for (auto *frame : it->second) {
    auto *text = dynamic_cast<const TagLib::ID3v2::TextIdentificationFrame *>(frame);
    if (text == nullptr) continue;
    TagLib::StringList fields = text->fieldList();
    if (fields.isEmpty()) continue;
    value = fields.front();
    bool isNumber = false;
    int number = std::strcmp(id, "TCON") == 0 ? value.toInt(&isNumber) : 0;
    if (isNumber) value = TagLib::ID3v1::genre(number);
    return true;
  }
  return false;
}

/// ID3v2: the standard frame of each key, else a TXXX frame whose description is the key
/// (TagLib's property map files TXXX frames under their upper-cased description).
void readID3v2(const TagLib::ID3v2::Tag &tag, TagLib::SimplePropertyMap &out) {
  const TagLib::ID3v2::FrameListMap &frames = tag.frameListMap();
  for (const KeySource &entry : frameKeys) {
    TagLib::String value;
    if (firstFrameValue(frames, entry.name, value)) out.insert(entry.key, TagLib::StringList(value));
  }
  auto user = frames.find("TXXX");
  if (user == frames.end()) return;
  for (auto *frame : user->second) {
    auto *text = dynamic_cast<const TagLib::ID3v2::UserTextIdentificationFrame *>(frame);
    if (text == nullptr) continue;
    TagLib::StringList fields = text->fieldList();  // the description, then the values
    if (fields.size() < 2) continue;
    TagLib::String key = text->description().upper();
    if (out.contains(key)) continue;
    bool wanted = false;
    for (const KeySource &entry : frameKeys) wanted = wanted || key == entry.key;
    for (const char *name : userTextKeys) wanted = wanted || key == name;
    if (wanted) out.insert(key, TagLib::StringList(fields[1]));
  }
}

/// MP4 items, under the keys TagLib 1.13 gives them. Freeform (`----`) items other than
/// TagLib's known MusicBrainz ones have no key there, so none is read here either.
const KeySource itemKeys[] = {
  {"TITLE", "\251nam"},       {"ARTIST", "\251ART"},  {"ALBUM", "\251alb"},
  {"ALBUMARTIST", "aART"},    {"COMPOSER", "\251wrt"}, {"GENRE", "\251gen"},
  {"DATE", "\251day"},        {"ARTISTSORT", "soar"}, {"ALBUMARTISTSORT", "soaa"},
  {"COMPOSERSORT", "soco"},
};

void readMP4(const TagLib::MP4::Tag &tag, TagLib::SimplePropertyMap &out) {
  const TagLib::MP4::ItemMap &items = tag.itemMap();
  for (const KeySource &entry : itemKeys) {
    auto it = items.find(TagLib::String(entry.name, TagLib::String::Latin1));
    if (it == items.end()) continue;
    TagLib::StringList values = it->second.toStringList();
    if (!values.isEmpty()) out.insert(entry.key, TagLib::StringList(values.front()));
  }
  // Numbers as the property map writes them: "3/12" (or "3" with no total), "1" or "0".
  const KeySource pairs[] = {{"TRACKNUMBER", "trkn"}, {"DISCNUMBER", "disk"}};
  for (const KeySource &entry : pairs) {
    auto it = items.find(entry.name);
    if (it == items.end()) continue;
    TagLib::MP4::Item::IntPair pair = it->second.toIntPair();
    TagLib::String value = TagLib::String::number(pair.first);
    if (pair.second > 0) value += "/" + TagLib::String::number(pair.second);
    out.insert(entry.key, TagLib::StringList(value));
  }
  auto compilation = items.find("cpil");
  if (compilation != items.end()) out.insert("COMPILATION", TagLib::StringList(TagLib::String::number(compilation->second.toBool() ? 1 : 0)));
}

} // namespace

bool readDirectFields(TagLib::File *file, TagLib::SimplePropertyMap &out) {
  if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) {
    // MPEG::File::properties() is the ID3v2 tag's when there is one (even one that holds
    // none of the basic fields), else APE's, else ID3v1's.
    if (!mpeg->hasID3v2Tag()) return false;
    readID3v2(*mpeg->ID3v2Tag(), out);
    return true;
  }
  if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    if (mp4->tag() == nullptr) return false;
    readMP4(*mp4->tag(), out);
    return true;
  }
  return false;
}

} // namespace ipod
