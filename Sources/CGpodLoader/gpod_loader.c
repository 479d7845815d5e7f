// libgpod's functions that ipodtui calls, and the GLib, GObject and GdkPixbuf ones it needs for
// the values libgpod hands back, defined here as trampolines into the real libraries, which are
// dlopen'ed at the first iPod use instead of linked at start-up.
//
// Why: libgpod brings gdk-pixbuf, GIO, GObject, GLib, libimobiledevice, libusbmuxd, OpenSSL and
// more, whose loading, relocations and constructors every start paid (`ipodtui scan` and
// `--version` included), though only a run with an iPod calls them. The prototypes come from
// the libraries' own headers (`__typeof__`), so a signature that drifted would not compile.
#define _GNU_SOURCE
#include "GpodLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gpod/itdb.h>

/// The libraries, each after those it depends on, by the sonames Debian ships (libgpod4,
/// libgdk-pixbuf-2.0-0, libglib2.0-0).
enum { GLIB, GOBJECT, PIXBUF, GPOD, LIBRARIES };
static const char *const sonames[LIBRARIES] = {
  "libglib-2.0.so.0", "libgobject-2.0.so.0", "libgdk_pixbuf-2.0.so.0", "libgpod.so.4"};

// Every function called, once: F for those returning a value, V for void ones.
#define FUNCTIONS(F, V)                                                                                       \
  F(GPOD, Itdb_iTunesDB *, itdb_parse, (const gchar *mp, GError **error), (mp, error))                        \
  V(GPOD, itdb_free, (Itdb_iTunesDB *itdb), (itdb))                                                           \
  F(GPOD, gboolean, itdb_write, (Itdb_iTunesDB *itdb, GError **error), (itdb, error))                         \
  F(GPOD, gboolean, itdb_playlist_is_mpl, (Itdb_Playlist *pl), (pl))                                         \
  F(GPOD, gboolean, itdb_playlist_is_podcasts, (Itdb_Playlist *pl), (pl))                                    \
  F(GPOD, gboolean, itdb_playlist_is_audiobooks, (Itdb_Playlist *pl), (pl))                                  \
  F(GPOD, Itdb_Playlist *, itdb_playlist_mpl, (Itdb_iTunesDB *itdb), (itdb))                                  \
  F(GPOD, Itdb_Playlist *, itdb_playlist_new, (const gchar *title, gboolean spl), (title, spl))               \
  V(GPOD, itdb_playlist_add, (Itdb_iTunesDB *itdb, Itdb_Playlist *pl, gint32 pos), (itdb, pl, pos))           \
  V(GPOD, itdb_playlist_add_track, (Itdb_Playlist *pl, Itdb_Track *track, gint32 pos), (pl, track, pos))      \
  F(GPOD, gboolean, itdb_track_has_thumbnails, (Itdb_Track *track), (track))                                 \
  F(GPOD, gpointer, itdb_track_get_thumbnail, (Itdb_Track *track, gint width, gint height),                  \
    (track, width, height))                                                                                   \
  F(GPOD, gchar *, itdb_filename_on_ipod, (Itdb_Track *track), (track))                                       \
  F(GPOD, Itdb_Track *, itdb_track_new, (void), ())                                                           \
  V(GPOD, itdb_track_add, (Itdb_iTunesDB *itdb, Itdb_Track *track, gint32 pos), (itdb, track, pos))           \
  V(GPOD, itdb_playlist_remove_track, (Itdb_Playlist *pl, Itdb_Track *track), (pl, track))                   \
  V(GPOD, itdb_track_remove, (Itdb_Track *track), (track))                                                    \
  F(GPOD, gboolean, itdb_cp_track_to_ipod, (Itdb_Track *track, const gchar *filename, GError **error),       \
    (track, filename, error))                                                                                 \
  F(GPOD, gchar *, itdb_cp_get_dest_filename,                                                                 \
    (Itdb_Track *track, const gchar *mountpoint, const gchar *filename, GError **error),                     \
    (track, mountpoint, filename, error))                                                                     \
  F(GPOD, Itdb_Track *, itdb_cp_finalize,                                                                     \
    (Itdb_Track *track, const gchar *mountpoint, const gchar *dest_filename, GError **error),                \
    (track, mountpoint, dest_filename, error))                                                                \
  F(GPOD, gboolean, itdb_track_set_thumbnails_from_data,                                                      \
    (Itdb_Track *track, const guchar *image_data, gsize image_data_len), (track, image_data, image_data_len)) \
  F(PIXBUF, int, gdk_pixbuf_get_width, (const GdkPixbuf *pixbuf), (pixbuf))                                  \
  F(PIXBUF, int, gdk_pixbuf_get_height, (const GdkPixbuf *pixbuf), (pixbuf))                                 \
  F(PIXBUF, int, gdk_pixbuf_get_n_channels, (const GdkPixbuf *pixbuf), (pixbuf))                             \
  F(PIXBUF, int, gdk_pixbuf_get_rowstride, (const GdkPixbuf *pixbuf), (pixbuf))                              \
  F(PIXBUF, int, gdk_pixbuf_get_bits_per_sample, (const GdkPixbuf *pixbuf), (pixbuf))                        \
  F(PIXBUF, const guint8 *, gdk_pixbuf_read_pixels, (const GdkPixbuf *pixbuf), (pixbuf))                     \
  V(GOBJECT, g_object_unref, (gpointer object), (object))                                                     \
  V(GLIB, g_free, (gpointer mem), (mem))                                                                      \
  F(GLIB, gchar *, g_strdup, (const gchar *str), (str))                                                       \
  V(GLIB, g_error_free, (GError * error), (error))                                                            \
  F(GLIB, const gchar *, g_dgettext, (const gchar *domain, const gchar *msgid), (domain, msgid))              \
  F(GLIB, guint, g_log_set_handler,                                                                           \
    (const gchar *log_domain, GLogLevelFlags log_levels, GLogFunc log_func, gpointer user_data),             \
    (log_domain, log_levels, log_func, user_data))

// Each function's address, set for all at once when the libraries load.
#define SLOT(library, ret, name, params, args) static __typeof__(&name) name##_address;
#define SLOT_VOID(library, name, params, args) static __typeof__(&name) name##_address;
FUNCTIONS(SLOT, SLOT_VOID)

static const struct {
  int library;
  const char *name;
  void **slot;
} table[] = {
#define ENTRY(library, ret, name, params, args) {library, #name, (void **)&name##_address},
#define ENTRY_VOID(library, name, params, args) {library, #name, (void **)&name##_address},
  FUNCTIONS(ENTRY, ENTRY_VOID)};
enum { COUNT = sizeof table / sizeof table[0] };

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char failure[512];

static int open_all(const char *const *names, int count, void **handles, char *why, size_t size) {
  why[0] = 0;
  for (int i = 0; i < count; i++) {
    if ((handles[i] = dlopen(names[i], RTLD_NOW | RTLD_LOCAL)) == NULL) {
      const char *error = dlerror();
      snprintf(why, size, "%s", error ? error : names[i]);
      while (i-- > 0) dlclose(handles[i]);
      return 0;
    }
  }
  return 1;
}

int ipod_gpod_try_open(const char *const *names, int count, char *why, size_t size) {
  void *handles[16];
  if (count < 0 || count > 16) return 0;
  if (!open_all(names, count, handles, why, size)) return 0;
  for (int i = count; i-- > 0;) dlclose(handles[i]);
  return 1;
}

/// Opens the libraries and resolves every function before publishing any (each in its own
/// library's handle, never RTLD_DEFAULT, where the trampoline of the same name would find
/// itself). All at once, so that the trial parse's child calls no dlsym after its fork.
static void load(void) {
  void *handles[LIBRARIES];
  if (!open_all(sonames, LIBRARIES, handles, failure, sizeof failure)) return;
  void *found[COUNT];
  for (int i = 0; i < COUNT; i++) {
    if ((found[i] = dlsym(handles[table[i].library], table[i].name)) == NULL) {
      snprintf(failure, sizeof failure, "%s has no %s", sonames[table[i].library], table[i].name);
      return;
    }
  }
  for (int i = 0; i < COUNT; i++) __atomic_store_n(table[i].slot, found[i], __ATOMIC_RELEASE);
  loaded = 1;
}

int ipod_gpod_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *ipod_gpod_error(void) {
  ipod_gpod_load();
  return failure;
}

/// The address of a function, loading the libraries at the first call. IpodDatabase checks
/// `ipod_gpod_load()` before its first call; reaching here without the libraries is a bug,
/// reported and fatal.
static void *address(void **slot, const char *name) {
  void *fn = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (fn != NULL) return fn;
  if (!ipod_gpod_load()) {
    fprintf(stderr, "ipodtui: %s needs libgpod: %s\n", name, failure);
    abort();
  }
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

// The trampolines. Hidden, so that the program never exports them: libgpod calling its own
// functions (or GLib's) must not bind to these.
#define TRAMPOLINE(library, ret, name, params, args)                               \
  __attribute__((visibility("hidden"))) ret name params {                          \
    return ((__typeof__(&name))address((void **)&name##_address, #name))args;     \
  }
#define TRAMPOLINE_VOID(library, name, params, args)                               \
  __attribute__((visibility("hidden"))) void name params {                         \
    ((__typeof__(&name))address((void **)&name##_address, #name))args;            \
  }
FUNCTIONS(TRAMPOLINE, TRAMPOLINE_VOID)
