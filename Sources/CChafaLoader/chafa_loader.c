// libchafa and GLib are dlopen'ed at the first kitty picture instead of linked: most terminals
// (and every one inside tmux) never show one, and loading them at start-up cost every run the
// libraries' resident pages (~1 MB with GLib and PCRE2) and GLib's constructors. The function
// types come from chafa's own headers (`__typeof__`), so a signature that drifted would not
// compile.
#define _GNU_SOURCE
#include "ChafaLoader.h"

#include <chafa.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define POINTER(name) static __typeof__(&name) p_##name;
POINTER(chafa_term_db_get_default)
POINTER(chafa_term_db_detect)
POINTER(chafa_canvas_config_new)
POINTER(chafa_canvas_config_set_geometry)
POINTER(chafa_canvas_config_set_cell_geometry)
POINTER(chafa_canvas_config_set_pixel_mode)
POINTER(chafa_canvas_config_set_canvas_mode)
POINTER(chafa_canvas_new)
POINTER(chafa_canvas_draw_all_pixels)
POINTER(chafa_canvas_print)
POINTER(chafa_canvas_unref)
POINTER(chafa_canvas_config_unref)
POINTER(chafa_term_info_unref)
POINTER(g_string_free)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;

#define RESOLVE(handle, name) \
  if ((p_##name = (__typeof__(&name))dlsym(handle, #name)) == NULL) return;

static void load(void) {
  // GLib first, global, so that chafa finds it; both by the sonames Debian ships.
  void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_GLOBAL);
  void *chafa = glib ? dlopen("libchafa.so.0", RTLD_NOW | RTLD_GLOBAL) : NULL;
  if (chafa == NULL) return;
  RESOLVE(chafa, chafa_term_db_get_default)
  RESOLVE(chafa, chafa_term_db_detect)
  RESOLVE(chafa, chafa_canvas_config_new)
  RESOLVE(chafa, chafa_canvas_config_set_geometry)
  RESOLVE(chafa, chafa_canvas_config_set_cell_geometry)
  RESOLVE(chafa, chafa_canvas_config_set_pixel_mode)
  RESOLVE(chafa, chafa_canvas_config_set_canvas_mode)
  RESOLVE(chafa, chafa_canvas_new)
  RESOLVE(chafa, chafa_canvas_draw_all_pixels)
  RESOLVE(chafa, chafa_canvas_print)
  RESOLVE(chafa, chafa_canvas_unref)
  RESOLVE(chafa, chafa_canvas_config_unref)
  RESOLVE(chafa, chafa_term_info_unref)
  RESOLVE(glib, g_string_free)
  loaded = 1;
}

char *ipod_chafa_encode(const uint8_t *rgb, int width, int height, int cols, int rows, int cell_width,
                        int cell_height, int protocol, size_t *length) {
  *length = 0;
  if (!rgb || width <= 0 || height <= 0 || cols <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0) return NULL;
  pthread_once(&once, load);
  if (!loaded) return NULL;
  gchar *envp[] = {protocol == IPOD_CHAFA_KITTY ? "TERM=xterm-kitty" : "TERM=foot", NULL};
  ChafaTermInfo *info = p_chafa_term_db_detect(p_chafa_term_db_get_default(), envp);
  ChafaCanvasConfig *config = p_chafa_canvas_config_new();
  p_chafa_canvas_config_set_geometry(config, cols, rows);
  p_chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
  p_chafa_canvas_config_set_pixel_mode(config, protocol == IPOD_CHAFA_KITTY ? CHAFA_PIXEL_MODE_KITTY : CHAFA_PIXEL_MODE_SIXELS);
  p_chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
  ChafaCanvas *canvas = p_chafa_canvas_new(config);
  p_chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, rgb, width, height, width * 3);
  GString *text = p_chafa_canvas_print(canvas, info);
  char *out = NULL;
  if (text && text->len > 0) {
    out = (char *)malloc(text->len);
    if (out) {
      memcpy(out, text->str, text->len);
      *length = text->len;
    }
  }
  if (text) p_g_string_free(text, TRUE);
  p_chafa_canvas_unref(canvas);
  p_chafa_canvas_config_unref(config);
  p_chafa_term_info_unref(info);
  return out;
}
