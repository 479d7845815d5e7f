#include "adts_duration.h"

#include <cstdint>
#include <cstdio>

namespace {

const long kRates[] = {96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350};

/// Bytes taken by an ID3v2 tag at the start (its size is "syncsafe": 7 bits per byte).
long id3v2Size(std::FILE *file) {
  unsigned char h[10];
  if (std::fread(h, 1, 10, file) != 10 || h[0] != 'I' || h[1] != 'D' || h[2] != '3') return 0;
  long size = ((h[6] & 0x7F) << 21) | ((h[7] & 0x7F) << 14) | ((h[8] & 0x7F) << 7) | (h[9] & 0x7F);
  return 10 + size + ((h[5] & 0x10) ? 10 : 0);
}

} // namespace

int ipod::adtsDurationMs(const char *path) {
  std::FILE *file = std::fopen(path, "rb");
  if (file == nullptr) return 0;
  long offset = id3v2Size(file);
  int64_t samples = 0;
  long rate = 0;
  unsigned char h[7];
  while (std::fseek(file, offset, SEEK_SET) == 0 && std::fread(h, 1, 7, file) == 7) {
    if (h[0] != 0xFF || (h[1] & 0xF6) != 0xF0) break;  // sync word, layer 0
    int rateIndex = (h[2] >> 2) & 0x0F;
    long length = ((h[3] & 0x03) << 11) | (h[4] << 3) | (h[5] >> 5);
    if (rateIndex > 12 || length < 7) break;
    rate = kRates[rateIndex];
    samples += 1024 * ((h[6] & 0x03) + 1);
    offset += length;
  }
  std::fclose(file);
  return rate > 0 ? static_cast<int>(samples * 1000 / rate) : 0;
}
