// sd-bus's functions that ipodtui calls (MPRIS), defined here as trampolines into libsystemd,
// which is dlopen'ed when the session bus is first connected instead of linked at start-up.
//
// Why: libsystemd brings six libraries (libcap, libgcrypt and libgpg-error, liblzma, libzstd,
// liblz4) whose loading every start paid, `ipodtui scan` and `remote` included, though only
// the interactive program talks to the bus. The prototypes come from sd-bus's own header
// (`__typeof__`), so a signature that drifted would not compile.
#define _GNU_SOURCE
#include "SystemdBusLoader.h"
#include "LoaderTrampoline.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include <systemd/sd-bus.h>

static const char soname[] = "libsystemd.so.0";

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static void *handle;

static void load(void) {
  if ((handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL)) != NULL) loaded = 1;
}

int ipod_sdbus_load(void) {
  pthread_once(&once, load);
  return loaded;
}

/// The address of `name` in libsystemd. The bus is connected only after `ipod_sdbus_load()`
/// (MPRISService.connect checks it), and every other call needs a connected bus; reaching here
/// without the library is a bug, reported and fatal. Looked up in the library's own handle,
/// never RTLD_DEFAULT, where the trampoline of the same name would find itself.
static void *symbol(const char *name) {
  void *address = ipod_sdbus_load() ? dlsym(handle, name) : NULL;
  if (address == NULL) {
    fprintf(stderr, "ipodtui: libsystemd has no %s\n", name);
    abort();
  }
  return address;
}

// The bus
FORWARD(int, sd_bus_open_user, (sd_bus **ret), (ret))
FORWARD(int, sd_bus_new, (sd_bus **ret), (ret))
FORWARD(int, sd_bus_set_address, (sd_bus *bus, const char *address), (bus, address))
FORWARD(int, sd_bus_set_bus_client, (sd_bus *bus, int b), (bus, b))
FORWARD(int, sd_bus_start, (sd_bus *bus), (bus))
FORWARD(sd_bus *, sd_bus_unref, (sd_bus *bus), (bus))
FORWARD(sd_bus *, sd_bus_flush_close_unref, (sd_bus *bus), (bus))
FORWARD(int, sd_bus_request_name, (sd_bus *bus, const char *name, uint64_t flags), (bus, name, flags))
FORWARD(int, sd_bus_add_object, (sd_bus *bus, sd_bus_slot **slot, const char *path, sd_bus_message_handler_t callback, void *userdata), (bus, slot, path, callback, userdata))
FORWARD(int, sd_bus_process, (sd_bus *bus, sd_bus_message **r), (bus, r))
FORWARD(int, sd_bus_send, (sd_bus *bus, sd_bus_message *m, uint64_t *cookie), (bus, m, cookie))
FORWARD(int, sd_bus_get_fd, (sd_bus *bus), (bus))
FORWARD(int, sd_bus_get_events, (sd_bus *bus), (bus))
FORWARD(int, sd_bus_get_timeout, (sd_bus *bus, uint64_t *timeout_usec), (bus, timeout_usec))
FORWARD(int, sd_bus_error_set, (sd_bus_error *e, const char *name, const char *message), (e, name, message))

// Messages
FORWARD(int, sd_bus_message_new_signal, (sd_bus *bus, sd_bus_message **m, const char *path, const char *interface, const char *member), (bus, m, path, interface, member))
FORWARD(int, sd_bus_message_new_method_return, (sd_bus_message *call, sd_bus_message **m), (call, m))
FORWARD(sd_bus_message *, sd_bus_message_unref, (sd_bus_message *m), (m))
FORWARD(int, sd_bus_message_is_method_call, (sd_bus_message *m, const char *interface, const char *member), (m, interface, member))
FORWARD(const char *, sd_bus_message_get_signature, (sd_bus_message *m, int complete), (m, complete))
FORWARD(const char *, sd_bus_message_get_member, (sd_bus_message *m), (m))
FORWARD(const char *, sd_bus_message_get_interface, (sd_bus_message *m), (m))
FORWARD(int, sd_bus_message_append_basic, (sd_bus_message *m, char type, const void *p), (m, type, p))
FORWARD(int, sd_bus_message_read_basic, (sd_bus_message *m, char type, void *p), (m, type, p))
FORWARD(int, sd_bus_message_peek_type, (sd_bus_message *m, char *type, const char **contents), (m, type, contents))
FORWARD(int, sd_bus_message_open_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents))
FORWARD(int, sd_bus_message_close_container, (sd_bus_message *m), (m))
FORWARD(int, sd_bus_message_enter_container, (sd_bus_message *m, char type, const char *contents), (m, type, contents))
FORWARD(int, sd_bus_message_exit_container, (sd_bus_message *m), (m))
