#include "AlsaSilence.h"
#include <alsa/asoundlib.h>

/// Swallows every alsa-lib diagnostic; failures still come back as return codes.
static void ipod_alsa_quiet_handler(const char *file, int line, const char *function,
                                    int err, const char *fmt, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

void ipod_alsa_silence(void) { snd_lib_error_set_handler(ipod_alsa_quiet_handler); }
