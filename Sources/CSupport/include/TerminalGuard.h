#ifndef IPODTUI_TERMINAL_GUARD_H
#define IPODTUI_TERMINAL_GUARD_H
/// Keeps the terminal usable whatever way the program ends.
///
/// Swift cannot run code safely inside a signal handler, and a crash (fatalError, a bad
/// pointer) skips every Swift cleanup path. This guard saves the tty settings before curses
/// changes them and restores them from an async-signal-safe handler on a crash, and from an
/// atexit hook on an unexpected exit(), before chaining to whatever handler was there before
/// (Swift's backtracer, or the default action).
///
/// The second half turns the polite signals (INT, TERM, HUP, WINCH, TSTP, CONT) into bytes on a pipe, so
/// that the event loop can treat them as ordinary input in its poll().

/// Saves the termios of `fd` (the terminal) and the fd used for the restoring sequences.
/// Returns 0, or -1 when `fd` is not a terminal.
int ipod_terminal_guard_save(int fd);

/// Installs the crash handlers (SEGV, BUS, ILL, FPE, ABRT, TRAP, QUIT) and the atexit hook;
/// from now on a crash writes mouse-off / cursor-on / main-screen and restores the termios.
void ipod_terminal_guard_arm(void);

/// The terminal was restored by the normal path: crash handlers and the exit hook do nothing.
void ipod_terminal_guard_disarm(void);

/// Restores now (what the crash handler does); safe to call from a signal handler.
void ipod_terminal_guard_restore(void);

/// Installs handlers that write the signal number as one byte to `write_fd` (non-blocking),
/// for each of the `count` signals. SA_RESTART is set so that other system calls are not
/// interrupted. A signal that is ignored when this is called (nohup) stays ignored.
/// Returns 0, or -1 if sigaction failed.
int ipod_signal_pipe_install(int write_fd, const int *signals, int count);

/// Puts the listed signals that this pipe handles back to their default action.
void ipod_signal_pipe_uninstall(const int *signals, int count);

/// Stops the process as SIGTSTP's default action does (the shell sees a stopped job) and
/// returns once it is continued. The caller gives the terminal back before and takes it again
/// after. Returns -1 without stopping when SIGTSTP is ignored (whoever started us wants no stops).
int ipod_stop_for_job_control(void);
#endif
