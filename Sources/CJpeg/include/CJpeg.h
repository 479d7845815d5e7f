#ifndef IPODTUI_CJPEG_H
#define IPODTUI_CJPEG_H
/* libjpeg(-turbo) behind a C API that never exits and never longjmps into Swift:
   libjpeg reports fatal errors through error_exit, which must not return, so the
   setjmp/longjmp recovery lives here, in C, where it is legal. */
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Outcome of a decode or encode. */
enum ipod_jpeg_status {
  IPOD_JPEG_OK = 0,
  /** libjpeg gave up (bad marker, unsupported feature, garbage); see the message. */
  IPOD_JPEG_CORRUPT = 1,
  /** The data ended before the image did (libjpeg would pad the rest with grey). */
  IPOD_JPEG_TRUNCATED = 2,
  /** Width or height over IPOD_JPEG_MAX_SIDE, or too many output pixels. */
  IPOD_JPEG_TOO_LARGE = 3,
  IPOD_JPEG_NO_MEMORY = 4
};

/** Largest accepted width or height, checked from the header before any pixel memory. */
#define IPOD_JPEG_MAX_SIDE 12000

/**
 Decodes a JPEG held in memory to 8-bit RGB (3 bytes a pixel, rows top to bottom).
 Grayscale, YCbCr, RGB, CMYK and YCCK sources all come out as RGB.
 `fit_width`/`fit_height` (0 = no hint) name the box the caller will shrink the image into:
 libjpeg then decodes at 1/2, 1/4 or 1/8 size through its DCT scaling, as long as the result is
 still at least as large as the fitted image, which is much faster than decoding everything.
 On IPOD_JPEG_OK, *rgb is malloc'd (free with ipod_jpeg_free); otherwise *rgb is NULL and
 `message` (may be NULL) holds a short reason.
*/
int ipod_jpeg_decode(const unsigned char *data, size_t size, int fit_width, int fit_height,
                     int *width, int *height, unsigned char **rgb,
                     char *message, size_t message_size);

/**
 Encodes pixels as a baseline (or progressive) JPEG; for tests and fixtures.
 `components` is 1 (gray), 3 (RGB) or 4 (CMYK, stored Adobe-style inverted, as Photoshop does).
 On IPOD_JPEG_OK, *out is malloc'd (free with ipod_jpeg_free).
*/
int ipod_jpeg_encode(const unsigned char *pixels, int width, int height, int components,
                     int quality, int progressive, unsigned char **out, size_t *out_size);

/** Frees a buffer returned by this module. */
void ipod_jpeg_free(void *buffer);

#ifdef __cplusplus
}
#endif
#endif
