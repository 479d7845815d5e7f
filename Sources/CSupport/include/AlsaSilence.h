#ifndef IPODTUI_ALSA_SILENCE_H
#define IPODTUI_ALSA_SILENCE_H
/// Installs a no-op alsa-lib error handler so alsa-lib never writes to stderr
/// (which would corrupt the ncurses screen). The handler's type is C-variadic,
/// which Swift cannot define, hence this C shim. Idempotent; call before snd_pcm_open.
void ipod_alsa_silence(void);
#endif
