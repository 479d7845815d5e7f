// FFmpeg loaded on first use instead of at start-up (see ffmpeg_loader.c).
#ifndef IPODTUI_FFMPEG_LOADER_H
#define IPODTUI_FFMPEG_LOADER_H

/// Loads FFmpeg's libraries (once; later calls return the first answer): 1 when they are
/// loaded, 0 when not, with the loader's reason in `ipod_ffmpeg_error()`.
int ipod_ffmpeg_load(void);

/// Why loading failed (empty when it did not).
const char *ipod_ffmpeg_error(void);

/// 1 once FFmpeg is in the process (for the benchmark's note of what decoding adds).
int ipod_ffmpeg_loaded(void);

/// Gives a new AVFormatContext (passed as void *) the interrupt callback that ends its reads once
/// `ipod_ffmpeg_abandon` was called.
void ipod_ffmpeg_make_interruptible(void *context);

/// At quit: every open and read in progress, and any later, returns AVERROR_EXIT. For the
/// process's end only; nothing undoes it.
void ipod_ffmpeg_abandon(void);

#include "FFmpegFileInput.h"
#include "IpodTranscode.h"

#endif
