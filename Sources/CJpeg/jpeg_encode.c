// JPEG encoding for tests and fixtures: no encoder tool (cjpeg, convert) is installed here.
#include "CJpeg.h"
#include "jpeg_guard.h"

#include <stdlib.h>

int ipod_jpeg_encode(const unsigned char *pixels, int width, int height, int components,
                     int quality, int progressive, unsigned char **out, size_t *out_size) {
  *out = NULL;
  *out_size = 0;
  if (pixels == NULL || width <= 0 || height <= 0 ||
      (components != 1 && components != 3 && components != 4)) {
    return IPOD_JPEG_CORRUPT;
  }
  struct jpeg_compress_struct cinfo;
  struct ipod_jpeg_guard guard;
  unsigned char *volatile buffer = NULL;
  unsigned long volatile buffer_size = 0;
  cinfo.err = ipod_jpeg_guard_install(&guard);
  if (setjmp(guard.escape)) {
    jpeg_destroy_compress(&cinfo);
    free(buffer);
    return IPOD_JPEG_CORRUPT;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, (unsigned long *)&buffer_size);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = components;
  cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  if (progressive) jpeg_simple_progression(&cinfo);
  jpeg_start_compress(&cinfo, TRUE);
  size_t stride = (size_t)width * (size_t)components;
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  *out = buffer;
  *out_size = buffer_size;
  return IPOD_JPEG_OK;
}
