// Embedded pictures, one container at a time: TagLib 1.13 has no generic picture API.
#include "CArtReader.h"

#include <cstdlib>
#include <cstring>

#include <attachedpictureframe.h>
#include <fileref.h>
#include <flacfile.h>
#include <flacpicture.h>
#include <id3v2tag.h>
#include <mp4file.h>
#include <mp4tag.h>
#include <mpegfile.h>
#include <opusfile.h>
#include <oggflacfile.h>
#include <aifffile.h>
#include <tdebuglistener.h>
#include <vorbisfile.h>
#include <wavfile.h>
#include <xiphcomment.h>

namespace {

/// TagLib prints complaints about odd frames to stderr, which is the terminal UI's screen.
class QuietListener : public TagLib::DebugListener {
public:
  void printMessage(const TagLib::String &) override {}
};

void silenceTagLib() {
  static QuietListener listener;
  static const bool done = (TagLib::setDebugListener(&listener), true);
  (void)done;
}

/// The chosen picture so far; a front cover beats anything else, otherwise the first wins.
struct Choice {
  TagLib::ByteVector bytes;
  bool isFront = false;

  void offer(const TagLib::ByteVector &data, bool front) {
    if (data.isEmpty()) return;
    if (bytes.isEmpty() || (front && !isFront)) {
      bytes = data;
      isFront = front;
    }
  }
};

void fromID3v2(TagLib::ID3v2::Tag *tag, Choice &choice) {
  if (tag == nullptr) return;
  for (TagLib::ID3v2::Frame *frame : tag->frameList("APIC")) {
    auto *apic = dynamic_cast<TagLib::ID3v2::AttachedPictureFrame *>(frame);
    // "-->" means the frame holds a URL, not an image.
    if (apic == nullptr || apic->mimeType() == "-->") continue;
    choice.offer(apic->picture(), apic->type() == TagLib::ID3v2::AttachedPictureFrame::FrontCover);
  }
}

void fromPictures(const TagLib::List<TagLib::FLAC::Picture *> &pictures, Choice &choice) {
  for (TagLib::FLAC::Picture *picture : pictures) {
    if (picture == nullptr) continue;
    choice.offer(picture->data(), picture->type() == TagLib::FLAC::Picture::FrontCover);
  }
}

void fromXiph(TagLib::Ogg::XiphComment *comment, Choice &choice) {
  if (comment == nullptr) return;
  fromPictures(comment->pictureList(), choice);
  // The older COVERART field: a bare base64 image, no type. Used only when nothing better exists.
  const TagLib::Ogg::FieldListMap &fields = comment->fieldListMap();
  auto legacy = fields.find("COVERART");
  if (legacy != fields.end() && !legacy->second.isEmpty()) {
    choice.offer(TagLib::ByteVector::fromBase64(legacy->second.front().data(TagLib::String::Latin1)), false);
  }
}

void fromMP4(TagLib::MP4::Tag *tag, Choice &choice) {
  if (tag == nullptr || !tag->contains("covr")) return;
  for (const TagLib::MP4::CoverArt &art : tag->item("covr").toCoverArtList()) {
    choice.offer(art.data(), false);
  }
}

Choice readChoice(const char *path) {
  Choice choice;
  TagLib::FileRef ref(path, false);
  TagLib::File *file = ref.file();
  if (file == nullptr || !file->isValid()) return choice;
  if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) {
    if (mpeg->hasID3v2Tag()) fromID3v2(mpeg->ID3v2Tag(), choice);
  } else if (auto *flac = dynamic_cast<TagLib::FLAC::File *>(file)) {
    fromPictures(flac->pictureList(), choice);
    if (flac->hasXiphComment()) fromXiph(flac->xiphComment(), choice);
    if (flac->hasID3v2Tag()) fromID3v2(flac->ID3v2Tag(), choice);
  } else if (auto *vorbis = dynamic_cast<TagLib::Ogg::Vorbis::File *>(file)) {
    fromXiph(vorbis->tag(), choice);
  } else if (auto *opus = dynamic_cast<TagLib::Ogg::Opus::File *>(file)) {
    fromXiph(opus->tag(), choice);
  } else if (auto *oggFlac = dynamic_cast<TagLib::Ogg::FLAC::File *>(file)) {
    fromXiph(oggFlac->tag(), choice);
  } else if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    fromMP4(mp4->tag(), choice);
  } else if (auto *wav = dynamic_cast<TagLib::RIFF::WAV::File *>(file)) {
    if (wav->hasID3v2Tag()) fromID3v2(wav->ID3v2Tag(), choice);
  } else if (auto *aiff = dynamic_cast<TagLib::RIFF::AIFF::File *>(file)) {
    if (aiff->hasID3v2Tag()) fromID3v2(aiff->tag(), choice);
  }
  return choice;
}

TagLib::FLAC::Picture *frontCover(const TagLib::ByteVector &bytes, const char *mime) {
  auto *picture = new TagLib::FLAC::Picture();
  picture->setType(TagLib::FLAC::Picture::FrontCover);
  picture->setMimeType(mime);
  picture->setData(bytes);
  return picture;
}

bool embed(const char *path, const TagLib::ByteVector &bytes, const char *mime) {
  TagLib::FileRef ref(path, false);
  TagLib::File *file = ref.file();
  if (file == nullptr || !file->isValid()) return false;
  if (auto *flac = dynamic_cast<TagLib::FLAC::File *>(file)) {
    flac->addPicture(frontCover(bytes, mime));
  } else if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) {
    auto *frame = new TagLib::ID3v2::AttachedPictureFrame();
    frame->setType(TagLib::ID3v2::AttachedPictureFrame::FrontCover);
    frame->setMimeType(mime);
    frame->setPicture(bytes);
    mpeg->ID3v2Tag(true)->addFrame(frame);
  } else if (auto *vorbis = dynamic_cast<TagLib::Ogg::Vorbis::File *>(file)) {
    vorbis->tag()->addPicture(frontCover(bytes, mime));
  } else if (auto *opus = dynamic_cast<TagLib::Ogg::Opus::File *>(file)) {
    opus->tag()->addPicture(frontCover(bytes, mime));
  } else if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
    auto format = std::strcmp(mime, "image/png") == 0 ? TagLib::MP4::CoverArt::PNG : TagLib::MP4::CoverArt::JPEG;
    TagLib::MP4::CoverArtList covers;
    covers.append(TagLib::MP4::CoverArt(format, bytes));
    mp4->tag()->setItem("covr", TagLib::MP4::Item(covers));
  } else {
    return false;
  }
  return file->save();
}

} // namespace

extern "C" int ipod_read_embedded_art(const char *path, unsigned char **data, size_t *size) {
  *data = nullptr;
  *size = 0;
  if (path == nullptr) return 0;
  try {
    silenceTagLib();
    Choice choice = readChoice(path);
    if (choice.bytes.isEmpty()) return 0;
    auto *copy = static_cast<unsigned char *>(std::malloc(choice.bytes.size()));
    if (copy == nullptr) return 0;
    std::memcpy(copy, choice.bytes.data(), choice.bytes.size());
    *data = copy;
    *size = choice.bytes.size();
    return 1;
  } catch (...) {
    return 0;
  }
}

extern "C" void ipod_art_free(void *buffer) { std::free(buffer); }

extern "C" int ipod_embed_picture(const char *path, const unsigned char *data, size_t size,
                                  const char *mime) {
  if (path == nullptr || data == nullptr || size == 0 || mime == nullptr) return 0;
  try {
    silenceTagLib();
    TagLib::ByteVector bytes(reinterpret_cast<const char *>(data), static_cast<unsigned int>(size));
    return embed(path, bytes, mime) ? 1 : 0;
  } catch (...) {
    return 0;
  }
}
