#ifndef IPODTUI_CNCURSES_SHIM_H
#define IPODTUI_CNCURSES_SHIM_H
// SwiftPM drops pkg-config -D flags, so wide-character curses must be requested here.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift 6 rejects the C globals stdscr/stdout/stdin as not concurrency-safe: reach them
// through functions. Only the main thread touches curses.

/// Starts curses on stdout/stdin; NULL (instead of exiting like initscr) for an unknown TERM.
static inline SCREEN *ipod_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline WINDOW *ipod_stdscr(void) { return stdscr; }
/// The terminfo value of a string capability, or NULL when absent or not a string.
static inline const char *ipod_tigetstr(const char *name) {
  char *value = tigetstr(name);
  return (value == NULL || value == (char *)-1) ? NULL : value;
}
#endif
