// Converting a song the iPod cannot play (FLAC, Ogg, Opus, WAV beyond 48 kHz) into one it can.
#ifndef IPODTUI_IPOD_TRANSCODE_H
#define IPODTUI_IPOD_TRANSCODE_H

/// What the iPod gets: lossless sources become ALAC, lossy ones AAC, both in an MP4 (.m4a).
enum { IPOD_TRANSCODE_AAC = 0, IPOD_TRANSCODE_ALAC = 1 };

/// Decodes the audio of `input` and encodes it into `output` (an .m4a, made or replaced) as
/// `codec` (AAC at `bitrate` bits/s), at most two channels and 48 kHz (44.1 kHz for a source
/// above 48 kHz), with the source's tags. `progress(fraction, context)` is called as it goes
/// (may be NULL); `*cancel` becoming non-zero stops it. Returns 0, 1 when cancelled, -1 on an
/// error described in `error` (`error_size` bytes). A partial `output` is the caller's to remove.
int ipod_transcode(
    const char *input, const char *output, int codec, int bitrate, const volatile int *cancel,
    void (*progress)(double fraction, void *context), void *context, char *error, int error_size,
    double *seconds_written);

#endif
