// libgpod (and the GLib and GdkPixbuf it hands values in) loaded at the first iPod use instead
// of at start-up (see gpod_loader.c).
#ifndef IPODTUI_GPOD_LOADER_H
#define IPODTUI_GPOD_LOADER_H

#include <stddef.h>

/// Loads libgpod and the three libraries its values come from (once; later calls return the
/// first answer): 1 when every function ipodtui calls was found, 0 when not, with the reason in
/// `ipod_gpod_error()`.
int ipod_gpod_load(void);

/// Why loading failed (empty when it did not).
const char *ipod_gpod_error(void);

/// The loader's own step, without the once: opens the `count` libraries of `sonames` in order
/// (each one's dependencies before it) and writes why the first that cannot be opened was not
/// into `why` (`size` bytes, NUL-terminated); 1 when all were opened. What it opened is closed
/// again. For the test of a missing library, which cannot uninstall the real one.
int ipod_gpod_try_open(const char *const *sonames, int count, char *why, size_t size);

/// What a trial parse found (`cgpod_trial_parse`).
enum {
  CGPOD_TRIAL_READ = 0,         // libgpod read the database cleanly
  CGPOD_TRIAL_REFUSED = 1,      // libgpod refused it; its message is in the buffer
  CGPOD_TRIAL_DAMAGED = 2,      // libgpod overwrote an error it had already freed (see gpod_trial.c)
  CGPOD_TRIAL_CRASHED = 3,      // the parse died of a signal, or took longer than the timeout
  CGPOD_TRIAL_FAILED = 4,       // no child process could be made
  CGPOD_TRIAL_UNAVAILABLE = 5,  // libgpod is not loaded (`ipod_gpod_error()` says why)
};

/// Parses the iPod at `mountpoint` in a child process, so that libgpod's memory errors on a
/// damaged database cannot reach this one. libgpod's message (when it refused) goes into
/// `message` (`size` bytes, NUL-terminated). The caller holds whatever lock keeps other
/// threads out of libgpod, so the child inherits no lock held half-way.
int cgpod_trial_parse(const char *mountpoint, char *message, size_t size, int timeout_ms);

#endif
