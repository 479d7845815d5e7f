// JPEG decoding with DCT scaling; every failure path frees what it allocated and returns a status.
#include "CJpeg.h"
#include "jpeg_guard.h"

#include <stdlib.h>
#include <string.h>

/// Caps the pixel memory of one decode (about 150 MB of RGB), checked before allocating.
#define IPOD_JPEG_MAX_PIXELS 50000000UL
/// Caps libjpeg's own working memory: a huge progressive JPEG keeps every DCT coefficient of the
/// full-size image, even when decoding at 1/8; past this libjpeg fails cleanly instead.
#define IPOD_JPEG_MAX_WORK_MEMORY (256L * 1024 * 1024)
/// Progressive files need a handful of scans; thousands are an attack that takes minutes.
#define IPOD_JPEG_MAX_SCANS 1000

/// Called by libjpeg between passes: stops files with absurd scan counts.
static void limit_scans(j_common_ptr cinfo) {
  if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > IPOD_JPEG_MAX_SCANS) {
    struct ipod_jpeg_guard *guard = (struct ipod_jpeg_guard *)cinfo->err;
    strcpy(guard->reason, "too many progressive scans");
    longjmp(guard->escape, 1);
  }
}

/// Largest DCT shrink (1, 2, 4 or 8) that keeps the decoded image at least as large as the image
/// fitted into the caller's box, so the later box filter still has real pixels to average.
static unsigned int shrink_for(unsigned int width, unsigned int height, int fit_width, int fit_height) {
  if (fit_width <= 0 || fit_height <= 0) return 1;
  // The fitted scale is min(fw/w, fh/h); the decode may shrink by up to its inverse.
  double by_width = (double)width / fit_width;
  double by_height = (double)height / fit_height;
  double allowed = by_width > by_height ? by_width : by_height;
  unsigned int shrink = 1;
  while (shrink < 8 && (double)(shrink * 2) <= allowed) shrink *= 2;
  return shrink;
}

/// Adobe CMYK (Photoshop writes inverted values, flagged by the Adobe marker) to RGB, one row.
static void cmyk_row_to_rgb(const unsigned char *cmyk, unsigned char *rgb, unsigned int width,
                            int inverted) {
  for (unsigned int x = 0; x < width; x++) {
    unsigned int c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
    if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
    rgb[3 * x] = (unsigned char)((c * k + 127) / 255);
    rgb[3 * x + 1] = (unsigned char)((m * k + 127) / 255);
    rgb[3 * x + 2] = (unsigned char)((y * k + 127) / 255);
  }
}

/// Whether the data ran out before the picture did. Running out within the last row of blocks
/// (libjpeg reads ahead) or while finishing means only the end marker is missing, which many
/// real files get away with: those pictures are whole and are kept.
static int data_ended_early(const struct ipod_jpeg_guard *guard, const struct jpeg_decompress_struct *cinfo) {
  if (!guard->truncated) return 0;
  if (guard->truncated_phase == 0) return 1;
  if (guard->truncated_phase == 2) return 0;
  unsigned int last_block_row = (unsigned int)(cinfo->max_v_samp_factor * cinfo->min_DCT_scaled_size);
  return guard->truncated_row + last_block_row < cinfo->output_height;
}

static void set_message(char *message, size_t message_size, const char *text) {
  if (message == NULL || message_size == 0) return;
  strncpy(message, text, message_size - 1);
  message[message_size - 1] = '\0';
}

int ipod_jpeg_decode(const unsigned char *data, size_t size, int fit_width, int fit_height,
                     int *width, int *height, unsigned char **rgb,
                     char *message, size_t message_size) {
  *width = 0;
  *height = 0;
  *rgb = NULL;
  set_message(message, message_size, "");
  if (data == NULL || size < 4) {
    set_message(message, message_size, "too short to be a JPEG");
    return IPOD_JPEG_CORRUPT;
  }

  struct jpeg_decompress_struct cinfo;
  struct ipod_jpeg_guard guard;
  // volatile: these change after setjmp and must survive the longjmp back to it.
  unsigned char *volatile pixels = NULL;
  unsigned char *volatile cmyk_row = NULL;
  cinfo.err = ipod_jpeg_guard_install(&guard);
  if (setjmp(guard.escape)) {
    jpeg_destroy_decompress(&cinfo);
    free(pixels);
    free(cmyk_row);
    ipod_jpeg_guard_copy_reason(&guard, "corrupt JPEG", message, message_size);
    return guard.truncated ? IPOD_JPEG_TRUNCATED : IPOD_JPEG_CORRUPT;
  }
  jpeg_create_decompress(&cinfo);
  cinfo.mem->max_memory_to_use = IPOD_JPEG_MAX_WORK_MEMORY;
  struct jpeg_progress_mgr progress = {.progress_monitor = limit_scans};
  cinfo.progress = &progress;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);

  if (cinfo.image_width > IPOD_JPEG_MAX_SIDE || cinfo.image_height > IPOD_JPEG_MAX_SIDE) {
    jpeg_destroy_decompress(&cinfo);
    set_message(message, message_size, "image too large");
    return IPOD_JPEG_TOO_LARGE;
  }
  int is_cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  cinfo.out_color_space = is_cmyk ? JCS_CMYK : JCS_RGB;
  cinfo.scale_num = 1;
  cinfo.scale_denom = shrink_for(cinfo.image_width, cinfo.image_height, fit_width, fit_height);
  jpeg_calc_output_dimensions(&cinfo);
  unsigned long out_w = cinfo.output_width, out_h = cinfo.output_height;
  if (out_w == 0 || out_h == 0 || out_w * out_h > IPOD_JPEG_MAX_PIXELS) {
    jpeg_destroy_decompress(&cinfo);
    set_message(message, message_size, "image too large");
    return IPOD_JPEG_TOO_LARGE;
  }

  pixels = malloc(out_w * out_h * 3);
  if (is_cmyk) cmyk_row = malloc(out_w * 4);
  if (pixels == NULL || (is_cmyk && cmyk_row == NULL)) {
    jpeg_destroy_decompress(&cinfo);
    free(pixels);
    free(cmyk_row);
    set_message(message, message_size, "out of memory");
    return IPOD_JPEG_NO_MEMORY;
  }

  jpeg_start_decompress(&cinfo);
  guard.phase = 1;
  while (cinfo.output_scanline < cinfo.output_height) {
    unsigned char *target = pixels + (size_t)cinfo.output_scanline * out_w * 3;
    JSAMPROW row = is_cmyk ? cmyk_row : target;
    if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) {
      // The memory source never suspends, so no progress means the stream is unusable.
      longjmp(guard.escape, 1);
    }
    if (is_cmyk) cmyk_row_to_rgb(cmyk_row, target, (unsigned int)out_w, cinfo.saw_Adobe_marker);
  }
  guard.phase = 2;
  jpeg_finish_decompress(&cinfo);
  int truncated = data_ended_early(&guard, &cinfo);
  jpeg_destroy_decompress(&cinfo);
  free(cmyk_row);
  if (truncated) {
    free(pixels);
    set_message(message, message_size, "premature end of JPEG data");
    return IPOD_JPEG_TRUNCATED;
  }
  *width = (int)out_w;
  *height = (int)out_h;
  *rgb = pixels;
  return IPOD_JPEG_OK;
}

void ipod_jpeg_free(void *buffer) { free(buffer); }
