// libical loaded on first use instead of at start-up (see ical_loader.c).
#ifndef IPODTUI_ICAL_LOADER_H
#define IPODTUI_ICAL_LOADER_H

/// Loads libical (once; later calls return the first answer): 1 when it is loaded, 0 when not,
/// with the loader's reason in `ipod_ical_error()`.
int ipod_ical_load(void);

/// Why loading failed (empty when it did not).
const char *ipod_ical_error(void);

#endif
