// sd-bus (libsystemd) for the MPRIS adapter. Only plain functions are used from Swift: the
// vtable macros (SD_BUS_METHOD, SD_BUS_PROPERTY) build C initialisers Swift cannot import,
// and the variadic appenders cannot be called from Swift either. See DesktopBus/BusMessage.swift.
#include <systemd/sd-bus.h>
// eventfd, which Swift's Glibc module leaves out: it wakes the bus thread.
#include <sys/eventfd.h>
