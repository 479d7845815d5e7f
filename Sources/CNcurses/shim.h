#ifndef IPODTUI_CNCURSES_SHIM_H
#define IPODTUI_CNCURSES_SHIM_H
// SwiftPM drops pkg-config -D flags, so wide-character curses must be requested here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif
