// Songs and videos handed to libavformat through a descriptor ipodtui opened (see
// ffmpeg_file_input.c), with a bound on what may be read without a packet coming out.
#ifndef IPODTUI_FFMPEG_FILE_INPUT_H
#define IPODTUI_FFMPEG_FILE_INPUT_H

#include <stdint.h>

/// Opens `path` (without blocking, so a FIFO is refused at once; only a regular file) into a
/// new AVFormatContext stored at `context` (an `AVFormatContext **`), with `options` (an
/// `AVDictionary **` or NULL) for its demuxer. With `budget` > 0, reading more than `budget`
/// bytes without `ipod_ffmpeg_input_progress` or a seek reads as the end of the file; until
/// the first progress, eight budgets and a leading ID3v2 tag's size (a file's metadata comes
/// first). Returns 0, or a negative AVERROR with `*context` NULL.
int ipod_ffmpeg_open_file(void *context, const char *path, int64_t budget, void *options);

/// The music moved on (a packet came out): the budget starts again.
void ipod_ffmpeg_input_progress(void *context);

/// 1 when the budget ran out since the last progress (the end was the bound, not the file's).
int ipod_ffmpeg_input_spent(void *context);

/// Closes a context opened by `ipod_ffmpeg_open_file`: the I/O context, its buffer and the
/// descriptor, which `avformat_close_input` leaves to whoever made them. `context` is an
/// `AVFormatContext **`, set to NULL.
void ipod_ffmpeg_close_file(void *context);

/// 1 once `ipod_ffmpeg_abandon` was called.
int ipod_ffmpeg_abandoned(void);

#endif
