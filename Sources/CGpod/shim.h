// libgpod (Debian libgpod-dev): the iPod's own database (iTunesDB, ArtworkDB) read and written
// as iTunes does, and GdkPixbuf for the covers it hands back.
#include <gpod/itdb.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/// What a trial parse found (`cgpod_trial_parse`).
enum {
  CGPOD_TRIAL_READ = 0,      // libgpod read the database cleanly
  CGPOD_TRIAL_REFUSED = 1,   // libgpod refused it; its message is in the buffer
  CGPOD_TRIAL_DAMAGED = 2,   // libgpod overwrote an error it had already freed (see below)
  CGPOD_TRIAL_CRASHED = 3,   // the parse died of a signal, or took longer than the timeout
  CGPOD_TRIAL_FAILED = 4,    // no child process could be made
};

// libgpod 0.8.3 propagates one GError twice on some damaged databases (its CHECK_ERROR
// leaves cts->error set): GLib warns "GError set over the top of a previous GError", frees
// the error, and libgpod frees it again later: heap corruption, even when itdb_parse then
// returns a database. The child leaves at that warning, before the second free.
static void cgpod_trial_on_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
  (void)domain; (void)level; (void)data;
  if (message && strstr(message, "GError set over the top")) _exit(CGPOD_TRIAL_DAMAGED);
}

/// Parses the iPod at `mountpoint` in a child process, so that libgpod's memory errors on a
/// damaged database cannot reach this one. libgpod's message (when it refused) goes into
/// `message` (`size` bytes, NUL-terminated). The caller holds whatever lock keeps other
/// threads out of libgpod, so the child inherits no lock held half-way.
static inline int cgpod_trial_parse(const char *mountpoint, char *message, size_t size, int timeout_ms) {
  int fds[2];
  message[0] = 0;
  if (pipe(fds) != 0) return CGPOD_TRIAL_FAILED;
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return CGPOD_TRIAL_FAILED;
  }
  if (pid == 0) {
    close(fds[0]);
    g_log_set_handler("GLib", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL, cgpod_trial_on_warning, NULL);
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
    if (ready == 0) { timed_out = 1; break; }
    if (ready < 0) { if (errno == EINTR) continue; break; }
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
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (timed_out || !WIFEXITED(status)) return CGPOD_TRIAL_CRASHED;
  int code = WEXITSTATUS(status);
  return code <= CGPOD_TRIAL_DAMAGED ? code : CGPOD_TRIAL_CRASHED;
}
