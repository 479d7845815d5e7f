// Rubber Band 3 (Debian 12: librubberband-dev) through its plain C API: the time-stretcher
// behind audiobook speeds (pitch kept). No C++ shim is needed, so no C target either.
#include <rubberband/rubberband-c.h>
