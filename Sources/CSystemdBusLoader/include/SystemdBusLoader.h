// libsystemd's sd-bus loaded on first use instead of at start-up (see sdbus_loader.c).
#ifndef IPODTUI_SDBUS_LOADER_H
#define IPODTUI_SDBUS_LOADER_H

/// Loads libsystemd (once; later calls return the first answer): 1 when it is loaded, 0 when
/// not (then there is no MPRIS, as without a session bus).
int ipod_sdbus_load(void);

#endif
