#ifndef IPOD_CHAFA_SHIM_H
#define IPOD_CHAFA_SHIM_H
// libchafa (Debian libchafa-dev) encodes a picture as sixel or kitty graphics for the terminal
// adapter. GLib's types stay on this side: Swift sees one function taking RGB bytes and giving
// back a malloc'd buffer.
#include <chafa.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { IPOD_CHAFA_SIXEL = 0, IPOD_CHAFA_KITTY = 1 };

// Encodes `width` x `height` RGB8 pixels to fill `cols` x `rows` cells of `cell_width` x
// `cell_height` terminal pixels. Returns a malloc'd buffer (free it) and its length, or NULL.
// The sequences come from chafa's terminal database: a sixel terminal's (foot) or kitty's,
// chosen by `protocol`, not from this process's TERM (detection is the adapter's business).
static inline char *ipod_chafa_encode(const uint8_t *rgb, int width, int height, int cols, int rows, int cell_width,
                                      int cell_height, int protocol, size_t *length) {
  *length = 0;
  if (!rgb || width <= 0 || height <= 0 || cols <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0) return NULL;
  gchar *envp[] = {protocol == IPOD_CHAFA_KITTY ? "TERM=xterm-kitty" : "TERM=foot", NULL};
  ChafaTermInfo *info = chafa_term_db_detect(chafa_term_db_get_default(), envp);
  ChafaCanvasConfig *config = chafa_canvas_config_new();
  chafa_canvas_config_set_geometry(config, cols, rows);
  chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
  chafa_canvas_config_set_pixel_mode(config, protocol == IPOD_CHAFA_KITTY ? CHAFA_PIXEL_MODE_KITTY : CHAFA_PIXEL_MODE_SIXELS);
  chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
  ChafaCanvas *canvas = chafa_canvas_new(config);
  chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, rgb, width, height, width * 3);
  GString *text = chafa_canvas_print(canvas, info);
  char *out = NULL;
  if (text && text->len > 0) {
    out = (char *)malloc(text->len);
    if (out) {
      memcpy(out, text->str, text->len);
      *length = text->len;
    }
  }
  if (text) g_string_free(text, TRUE);
  chafa_canvas_unref(canvas);
  chafa_canvas_config_unref(config);
  chafa_term_info_unref(info);
  return out;
}

#endif
