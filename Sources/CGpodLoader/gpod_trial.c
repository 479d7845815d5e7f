// The fork-based trial parse of an iPod's database (see GpodLoader.h), through the loader's
// trampolines: the child calls only functions whose addresses `ipod_gpod_load` resolved before
// the fork, so it never enters the dynamic loader, whose lock another thread may have held.
#include "GpodLoader.h"

#include <errno.h>
#include <gpod/itdb.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

// libgpod 0.8.3 propagates one GError twice on some damaged databases (its CHECK_ERROR
// leaves cts->error set): GLib warns "GError set over the top of a previous GError", frees
// the error, and libgpod frees it again later: heap corruption, even when itdb_parse then
// returns a database. The child leaves at that warning, before the second free.
static void on_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
  (void)domain;
  (void)level;
  (void)data;
  if (message && strstr(message, "GError set over the top")) _exit(CGPOD_TRIAL_DAMAGED);
}

int cgpod_trial_parse(const char *mountpoint, char *message, size_t size, int timeout_ms) {
  message[0] = 0;
  if (!ipod_gpod_load()) return CGPOD_TRIAL_UNAVAILABLE;
  int fds[2];
  if (pipe(fds) != 0) return CGPOD_TRIAL_FAILED;
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return CGPOD_TRIAL_FAILED;
  }
  if (pid == 0) {
    close(fds[0]);
    g_log_set_handler("GLib", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL, on_warning, NULL);
    GError *error = NULL;
    Itdb_iTunesDB *db = itdb_parse(mountpoint, &error);
    if (db) _exit(CGPOD_TRIAL_READ);
    const char *text = error && error->message ? error->message : "";
    ssize_t ignored = write(fds[1], text, strlen(text));
    (void)ignored;
    _exit(CGPOD_TRIAL_REFUSED);
  }
  close(fds[1]);
  size_t used = 0;
  int timed_out = 0;
  for (;;) {
    struct pollfd p = {fds[0], POLLIN, 0};
    int ready = poll(&p, 1, timeout_ms);
    if (ready == 0) {
      timed_out = 1;
      break;
    }
    if (ready < 0) {
      if (errno == EINTR) continue;
      break;
    }
    char scratch[256];
    char *into = used + 1 < size ? message + used : scratch;
    size_t room = used + 1 < size ? size - 1 - used : sizeof scratch;
    ssize_t n = read(fds[0], into, room);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (into == message + used) used += (size_t)n;
  }
  message[used] = 0;
  close(fds[0]);
  if (timed_out) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out || !WIFEXITED(status)) return CGPOD_TRIAL_CRASHED;
  int code = WEXITSTATUS(status);
  return code <= CGPOD_TRIAL_DAMAGED ? code : CGPOD_TRIAL_CRASHED;
}
