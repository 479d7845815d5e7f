#ifndef IPODTUI_CARTREADER_H
#define IPODTUI_CARTREADER_H
/* Embedded album art through TagLib's C++ API (the C binding has no pictures):
   ID3v2 APIC (MP3, WAV, AIFF), FLAC picture blocks, Xiph METADATA_BLOCK_PICTURE and
   COVERART (Ogg Vorbis, Opus, Ogg FLAC), and MP4 covr. No C++ exception crosses this API. */
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 Copies the embedded picture of `path` that best serves as a cover (the front cover if
 tagged as one, else the first picture) into a malloc'd buffer (free with ipod_art_free).
 Returns 1 with *data and *size set, or 0 (no picture, unreadable file) with *data NULL.
 The bytes are the image file as stored (JPEG, PNG...); the caller sniffs the format.
*/
int ipod_read_embedded_art(const char *path, unsigned char **data, size_t *size);

/** Frees a buffer returned by ipod_read_embedded_art. */
void ipod_art_free(void *buffer);

/**
 Test support: embeds `data` as the front cover of a FLAC, MP3, Ogg Vorbis/Opus or MP4 (covr) file,
 so tests can make tracks with art without tools that are not installed. Returns 1 on success.
*/
int ipod_embed_picture(const char *path, const unsigned char *data, size_t size, const char *mime);

#ifdef __cplusplus
}
#endif
#endif
