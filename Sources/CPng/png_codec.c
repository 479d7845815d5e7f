// PNG through png_image: the simplified API handles every colour type and keeps errors inside.
#include "CPng.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

/// Caps the pixel memory of one decode (about 150 MB of RGB), checked before allocating.
#define IPOD_PNG_MAX_PIXELS 50000000UL

static void set_message(char *message, size_t message_size, const char *text) {
  if (message == NULL || message_size == 0) return;
  strncpy(message, text, message_size - 1);
  message[message_size - 1] = '\0';
}

int ipod_png_decode(const unsigned char *data, size_t size,
                    unsigned char bg_r, unsigned char bg_g, unsigned char bg_b,
                    int *width, int *height, unsigned char **rgb,
                    char *message, size_t message_size) {
  *width = 0;
  *height = 0;
  *rgb = NULL;
  set_message(message, message_size, "");
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (data == NULL || !png_image_begin_read_from_memory(&image, data, size)) {
    set_message(message, message_size, data == NULL ? "no data" : image.message);
    png_image_free(&image);
    return IPOD_PNG_CORRUPT;
  }
  if (image.width == 0 || image.height == 0 || image.width > IPOD_PNG_MAX_SIDE ||
      image.height > IPOD_PNG_MAX_SIDE ||
      (unsigned long)image.width * image.height > IPOD_PNG_MAX_PIXELS) {
    png_image_free(&image);
    set_message(message, message_size, "image too large");
    return IPOD_PNG_TOO_LARGE;
  }
  image.format = PNG_FORMAT_RGB;
  unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    png_image_free(&image);
    set_message(message, message_size, "out of memory");
    return IPOD_PNG_NO_MEMORY;
  }
  png_color background = {bg_r, bg_g, bg_b};
  // finish_read frees the image's internals on success and on failure alike.
  if (!png_image_finish_read(&image, &background, pixels, 0, NULL)) {
    set_message(message, message_size, image.message);
    free(pixels);
    return IPOD_PNG_CORRUPT;
  }
  *width = (int)image.width;
  *height = (int)image.height;
  *rgb = pixels;
  return IPOD_PNG_OK;
}

int ipod_png_encode(const unsigned char *pixels, int width, int height, int channels,
                    unsigned char **out, size_t *out_size) {
  *out = NULL;
  *out_size = 0;
  if (pixels == NULL || width <= 0 || height <= 0 || (channels != 3 && channels != 4)) {
    return IPOD_PNG_CORRUPT;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = channels == 3 ? PNG_FORMAT_RGB : PNG_FORMAT_RGBA;
  // First pass measures, second writes: png_image_write_to_memory needs the size up front.
  png_alloc_size_t needed = 0;
  if (!png_image_write_to_memory(&image, NULL, &needed, 0, pixels, 0, NULL)) {
    return IPOD_PNG_CORRUPT;
  }
  unsigned char *buffer = malloc(needed);
  if (buffer == NULL) return IPOD_PNG_NO_MEMORY;
  if (!png_image_write_to_memory(&image, buffer, &needed, 0, pixels, 0, NULL)) {
    free(buffer);
    return IPOD_PNG_CORRUPT;
  }
  *out = buffer;
  *out_size = needed;
  return IPOD_PNG_OK;
}

void ipod_png_free(void *buffer) { free(buffer); }
