// Star ratings in tags: read from, and written to, the places other players keep them.
#include "rating.h"

#include <cmath>
#include <cstdlib>

#include <id3v2tag.h>
#include <id3v2header.h>
#include <mp4file.h>
#include <mp4tag.h>
#include <mpegfile.h>
#include <popularimeterframe.h>
#include <tpropertymap.h>
#include <wavfile.h>
#include <aifffile.h>

namespace ipod {
namespace {

/// Windows Media Player's POPM scale (1, 64, 128, 196, 255), which most taggers follow; a
/// value between two steps goes to the nearer star.
int starsFromPopularimeter(int value) {
  if (value <= 0) return 0;
  if (value < 32) return 1;
  if (value < 96) return 2;
  if (value < 160) return 3;
  if (value < 224) return 4;
  return 5;
}

const int popularimeterSteps[] = {0, 1, 64, 128, 196, 255};

/// A number at the start of a tag's text; false when there is none.
bool number(const TagLib::String &text, double &out) {
  std::string s = text.to8Bit(true);
  char *end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || !std::isfinite(v) || v < 0) return false;
  out = v;
  return true;
}

int clampStars(double stars) {
  long rounded = std::lround(stars);
  return rounded < 0 ? 0 : rounded > 5 ? 5 : static_cast<int>(rounded);
}

/// RATING is 0-100 at 20 a star; 1-5 (foobar2000 writes stars) would be under a quarter star
/// on that scale, so it is read as stars.
int starsFromPercent(double value) {
  if (value >= 1 && value <= 5 && value == std::floor(value)) return static_cast<int>(value);
  return clampStars(value / 20);
}

TagLib::ID3v2::Tag *id3v2(TagLib::File *file, bool create) {
  if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) return mpeg->ID3v2Tag(create);
  if (auto *wav = dynamic_cast<TagLib::RIFF::WAV::File *>(file)) return wav->ID3v2Tag();
  if (auto *aiff = dynamic_cast<TagLib::RIFF::AIFF::File *>(file)) return aiff->tag();
  return nullptr;
}

} // namespace

int readRating(TagLib::File *file, const TagLib::SimplePropertyMap &map) {
  if (auto *tag = id3v2(file, false)) {
    for (auto *frame : tag->frameList("POPM")) {
      auto *popm = dynamic_cast<TagLib::ID3v2::PopularimeterFrame *>(frame);
      if (popm != nullptr && popm->rating() > 0) return starsFromPopularimeter(popm->rating());
    }
  }
  double value = 0;
  auto fmps = map.find("FMPS_RATING");
  if (fmps != map.end() && !fmps->second.isEmpty() && number(fmps->second.front(), value) && value <= 1) {
    return clampStars(value * 5);
  }
  auto rating = map.find("RATING");
  if (rating != map.end() && !rating->second.isEmpty() && number(rating->second.front(), value) && value <= 100) {
    return starsFromPercent(value);
  }
  if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    if (mp4->tag() != nullptr && mp4->tag()->contains("rate")) {
      TagLib::MP4::Item item = mp4->tag()->item("rate");
      TagLib::StringList texts = item.toStringList();
      if (!texts.isEmpty() && number(texts.front(), value) && value <= 100) return starsFromPercent(value);
      if (texts.isEmpty() && item.toInt() > 0 && item.toInt() <= 100) return starsFromPercent(item.toInt());
    }
  }
  return 0;
}

bool writeRating(TagLib::File *file, int stars) {
  if (stars < 0 || stars > 5) return false;
  if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) {
    TagLib::ID3v2::Tag *tag = mpeg->ID3v2Tag(true);
    TagLib::ID3v2::FrameList frames = tag->frameList("POPM");
    if (stars == 0) {
      tag->removeFrames("POPM");
    } else if (frames.isEmpty()) {
      auto *popm = new TagLib::ID3v2::PopularimeterFrame();
      popm->setEmail("Windows Media Player 9 Series");
      popm->setRating(popularimeterSteps[stars]);
      tag->addFrame(popm);
    } else {
      for (auto *frame : frames) {
        if (auto *popm = dynamic_cast<TagLib::ID3v2::PopularimeterFrame *>(frame)) popm->setRating(popularimeterSteps[stars]);
      }
    }
    auto version = tag->header()->majorVersion() == 3 ? TagLib::ID3v2::v3 : TagLib::ID3v2::v4;
    return mpeg->save(TagLib::MPEG::File::ID3v2, TagLib::File::StripNone, version, TagLib::File::DoNotDuplicate);
  }
  if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    if (mp4->tag() == nullptr) return false;
    if (stars == 0) {
      mp4->tag()->removeItem("rate");
    } else {
      mp4->tag()->setItem("rate", TagLib::MP4::Item(TagLib::StringList(TagLib::String::number(stars * 20))));
    }
    return mp4->save();
  }
  // Xiph comments (FLAC, Ogg Vorbis, Opus) and APE take RATING as a property.
  TagLib::PropertyMap map = file->properties();
  if (stars == 0) {
    map.erase("RATING");
    map.erase("FMPS_RATING");
  } else {
    map.replace("RATING", TagLib::StringList(TagLib::String::number(stars * 20)));
    if (map.contains("FMPS_RATING")) {
      map.replace("FMPS_RATING", TagLib::StringList(TagLib::String(std::to_string(stars / 5.0).substr(0, 3))));
    }
  }
  if (!file->setProperties(map).isEmpty()) return false;
  return file->save();
}

} // namespace ipod
