#ifndef IPODTUI_CPNG_H
#define IPODTUI_CPNG_H
/* libpng's simplified API (png_image) behind a C API: it recovers from errors by itself
   (no setjmp needed here), but its structs and size macros are easier to use from C. */
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ipod_png_status {
  IPOD_PNG_OK = 0,
  /** libpng refused the data (bad signature, CRC, truncated stream...); see the message. */
  IPOD_PNG_CORRUPT = 1,
  /** Width or height over IPOD_PNG_MAX_SIDE, or too many pixels. */
  IPOD_PNG_TOO_LARGE = 2,
  IPOD_PNG_NO_MEMORY = 3
};

/** Largest accepted width or height, checked from the header before any pixel memory. */
#define IPOD_PNG_MAX_SIDE 12000

/**
 Decodes a PNG held in memory to 8-bit sRGB (3 bytes a pixel, rows top to bottom).
 Palette, gray, 16-bit and interlaced images are converted; transparency is composited onto
 the background colour (bg_r, bg_g, bg_b), so a transparent logo sits on the theme's colour.
 On IPOD_PNG_OK, *rgb is malloc'd (free with ipod_png_free); otherwise NULL, with a reason
 in `message` (may be NULL).
*/
int ipod_png_decode(const unsigned char *data, size_t size,
                    unsigned char bg_r, unsigned char bg_g, unsigned char bg_b,
                    int *width, int *height, unsigned char **rgb,
                    char *message, size_t message_size);

/**
 Encodes 8-bit RGB (channels 3) or RGBA (channels 4) pixels as PNG; for tests and fixtures.
 On IPOD_PNG_OK, *out is malloc'd (free with ipod_png_free).
*/
int ipod_png_encode(const unsigned char *pixels, int width, int height, int channels,
                    unsigned char **out, size_t *out_size);

/** Frees a buffer returned by this module. */
void ipod_png_free(void *buffer);

#ifdef __cplusplus
}
#endif
#endif
