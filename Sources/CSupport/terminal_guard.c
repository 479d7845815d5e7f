#define _GNU_SOURCE
#include "TerminalGuard.h"
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Everything the handlers touch is set up before they are installed and only read afterwards.
static struct termios saved_termios;
static int saved_fd = -1;
static volatile sig_atomic_t armed = 0;
static volatile sig_atomic_t exit_hook_registered = 0;
static int handlers_installed = 0;

// QUIT is here rather than with the polite signals: it asks for a core dump, so the process
// must still die of it, with the terminal given back first.
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT};
#define CRASH_SIGNAL_COUNT (int)(sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];

// SGR reset, SGR-Pixels/SGR/button/normal mouse tracking off, bracketed paste off, cursor visible,
// main screen.
static const char restore_sequence[] =
    "\033[0m\033[?1016l\033[?1006l\033[?1002l\033[?1000l\033[?2004l\033[?25h\033[?1049l";

int ipod_terminal_guard_save(int fd) {
  if (tcgetattr(fd, &saved_termios) != 0) return -1;
  saved_fd = fd;
  return 0;
}

void ipod_terminal_guard_restore(void) {
  // Only async-signal-safe calls: write(2) and tcsetattr(3).
  if (!armed || saved_fd < 0) return;
  armed = 0;
  int saved_errno = errno;
  const char *p = restore_sequence;
  size_t left = sizeof restore_sequence - 1;
  while (left > 0) {
    ssize_t n = write(saved_fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    p += n;
    left -= (size_t)n;
  }
  tcsetattr(saved_fd, TCSANOW, &saved_termios);
  errno = saved_errno;
}

static void exit_hook(void) { ipod_terminal_guard_restore(); }

static void die_by_default(int sig) {
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  raise(sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);  // the pending signal now takes its default action
}

static void crash_handler(int sig, siginfo_t *info, void *context) {
  ipod_terminal_guard_restore();
  struct sigaction previous;
  memset(&previous, 0, sizeof previous);
  previous.sa_handler = SIG_DFL;
  for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
    if (crash_signals[i] == sig) {
      previous = previous_actions[i];
      sigaction(sig, &previous_actions[i], NULL);
      break;
    }
  }
  // A hardware fault happens again when the faulting instruction re-executes, this time in
  // the previous handler with its real context (Swift's backtracer, or the default action):
  // just return. QUIT and ABRT never re-execute, whoever sent them.
  if (sig != SIGQUIT && sig != SIGABRT && info != NULL && info->si_code > 0) return;
  // A signal sent by kill/raise/abort would not come back: hand it to the previous handler
  // directly, then make sure the process still dies of it (Swift's backtracer returns).
  if (previous.sa_handler == SIG_IGN) return;
  if (previous.sa_handler != SIG_DFL) {
    if (previous.sa_flags & SA_SIGINFO) {
      previous.sa_sigaction(sig, info, context);
    } else {
      previous.sa_handler(sig);
    }
  }
  die_by_default(sig);
}

void ipod_terminal_guard_arm(void) {
  if (saved_fd < 0) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = crash_handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
    sigaction(crash_signals[i], &action, &previous_actions[i]);
  }
  handlers_installed = 1;
  if (!exit_hook_registered) {
    exit_hook_registered = 1;
    atexit(exit_hook);
  }
  armed = 1;
}

void ipod_terminal_guard_disarm(void) {
  armed = 0;
  if (!handlers_installed) return;
  handlers_installed = 0;
  for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
    sigaction(crash_signals[i], &previous_actions[i], NULL);
  }
}

// ---- Signals as bytes on a pipe ----

static volatile int signal_pipe_fd = -1;

static void pipe_handler(int sig) {
  int saved_errno = errno;
  unsigned char byte = (unsigned char)sig;
  if (signal_pipe_fd >= 0) {
    ssize_t ignored = write(signal_pipe_fd, &byte, 1);
    (void)ignored;
  }
  errno = saved_errno;
}

int ipod_signal_pipe_install(int write_fd, const int *signals, int count) {
  signal_pipe_fd = write_fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = pipe_handler;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < count; i++) {
    // A signal ignored by whoever started us (nohup, a wrapper's `trap '' HUP`) stays
    // ignored, as Unix programs do; a lost terminal is then noticed by read() instead.
    struct sigaction current;
    if (sigaction(signals[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
    if (sigaction(signals[i], &action, NULL) != 0) return -1;
  }
  return 0;
}

void ipod_signal_pipe_uninstall(const int *signals, int count) {
  for (int i = 0; i < count; i++) {
    struct sigaction current;
    if (sigaction(signals[i], NULL, &current) == 0 && current.sa_handler == pipe_handler) {
      signal(signals[i], SIG_DFL);
    }
  }
  signal_pipe_fd = -1;
}

int ipod_stop_for_job_control(void) {
  struct sigaction ours;
  if (sigaction(SIGTSTP, NULL, &ours) != 0 || ours.sa_handler == SIG_IGN) return -1;
  struct sigaction default_action;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  sigaction(SIGTSTP, &default_action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  // The stop happens before raise() returns; in an orphaned process group (no job-control
  // shell to continue us) the kernel discards the signal and we simply carry on.
  raise(SIGTSTP);
  sigaction(SIGTSTP, &ours, NULL);
  return 0;
}
