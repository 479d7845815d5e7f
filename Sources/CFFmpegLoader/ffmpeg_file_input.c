// libavformat reading through a descriptor we opened, instead of opening the path itself.
//
// Why not FFmpeg's file protocol: its open(2) blocks on a FIFO named like a song; it asks the
// file's size with an fstat(2) at every call, and the WAV reader asks at every chunk, so 300 MB
// of zeros after a WAV's data (8-byte empty chunks) took 55 s of system calls; and nothing
// bounds how far a demuxer reads looking for a frame (the MP3 parser gathered a 1 GB zero tail
// into one 2 GB packet). Here the size is read once, reads are pread(2) on our descriptor, and
// a budget ends a read that goes on too long without the music moving.
#define _GNU_SOURCE
#include "FFmpegFileInput.h"
#include "FFmpegLoader.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <libavformat/avformat.h>

/// What the I/O context reads from; its `opaque`.
typedef struct {
  int descriptor;
  int64_t size;
  int64_t position;
  /// 0: no bound.
  int64_t budget;
  /// Bytes read since the music last moved on, and how many may be.
  int64_t sinceProgress;
  int64_t allowed;
  int spent;
} FileInput;

static const int kBufferSize = 64 * 1024;
/// How many budgets the open may read before its first packet.
static const int64_t kOpeningBudgets = 8;

static int readFile(void *opaque, uint8_t *buffer, int size) {
  FileInput *input = opaque;
  if (ipod_ffmpeg_abandoned()) return AVERROR_EXIT;
  if (input->budget > 0 && input->sinceProgress >= input->allowed) {
    input->spent = 1;
    return AVERROR_EOF;
  }
  ssize_t got;
  do {
    got = pread(input->descriptor, buffer, (size_t)size, (off_t)input->position);
  } while (got < 0 && errno == EINTR);
  if (got < 0) return AVERROR(errno);
  if (got == 0) return AVERROR_EOF;
  input->position += got;
  input->sinceProgress += got;
  return (int)got;
}

static int64_t seekFile(void *opaque, int64_t offset, int whence) {
  FileInput *input = opaque;
  int64_t base;
  switch (whence & ~AVSEEK_FORCE) {
  case AVSEEK_SIZE: return input->size;
  case SEEK_SET: base = 0; break;
  case SEEK_CUR: base = input->position; break;
  case SEEK_END: base = input->size; break;
  default: return AVERROR(EINVAL);
  }
  if (offset > INT64_MAX - base || base + offset < 0) return AVERROR(EINVAL);
  input->position = base + offset;
  // A seek starts a new look (a demuxer's search for a frame near a time probes here and
  // there): a probe that ran out in a tail of zeros must not end the next one in the music.
  input->sinceProgress = 0;
  input->spent = 0;
  return input->position;
}

/// The size of an ID3v2 tag at the file's start (header and footer included), 0 when none:
/// an MP3's cover may be tens of megabytes that the demuxer reads before the first frame.
static int64_t leadingTagSize(int descriptor) {
  unsigned char h[10];
  if (pread(descriptor, h, sizeof h, 0) != (ssize_t)sizeof h) return 0;
  if (h[0] != 'I' || h[1] != 'D' || h[2] != '3' || ((h[6] | h[7] | h[8] | h[9]) & 0x80)) return 0;
  int64_t size = (int64_t)h[6] << 21 | (int64_t)h[7] << 14 | (int64_t)h[8] << 7 | h[9];
  return 10 + size + ((h[5] & 0x10) ? 10 : 0);
}

/// Frees what `attach` made when no format context owns it any more.
static void release(AVIOContext *io, FileInput *input) {
  if (io != NULL) {
    av_free(io->buffer);
    io->buffer = NULL;
    avio_context_free(&io);
  }
  if (input != NULL) {
    close(input->descriptor);
    free(input);
  }
}

int ipod_ffmpeg_open_file(void *context, const char *path, int64_t budget, void *options) {
  AVFormatContext **format = context;
  *format = NULL;
  int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (descriptor < 0) return AVERROR(errno);
  struct stat info;
  if (fstat(descriptor, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(descriptor);
    return AVERROR(EINVAL);
  }
  FileInput *input = calloc(1, sizeof *input);
  if (input == NULL) {
    close(descriptor);
    return AVERROR(ENOMEM);
  }
  input->descriptor = descriptor;
  input->size = (int64_t)info.st_size;
  input->budget = budget;
  // Before the first packet a demuxer may read all a file's metadata: a FLAC's pictures, an
  // M4A's cover in its moov, a WAV's LIST chunk, an MP3's ID3v2 tag (counted on top).
  input->allowed = budget * kOpeningBudgets + leadingTagSize(descriptor);
  unsigned char *buffer = av_malloc(kBufferSize);
  AVIOContext *io = buffer ? avio_alloc_context(buffer, kBufferSize, 0, input, readFile, NULL, seekFile) : NULL;
  AVFormatContext *fresh = io ? avformat_alloc_context() : NULL;
  if (fresh == NULL) {
    if (io == NULL) av_free(buffer);
    release(io, input);
    return AVERROR(ENOMEM);
  }
  io->seekable = AVIO_SEEKABLE_NORMAL;
  fresh->pb = io;
  fresh->flags |= AVFMT_FLAG_CUSTOM_IO;
  ipod_ffmpeg_make_interruptible(fresh);
  // On failure avformat_open_input frees the context but never a caller's I/O context.
  int status = avformat_open_input(&fresh, path, NULL, (AVDictionary **)options);
  if (status < 0) {
    release(io, input);
    return status;
  }
  *format = fresh;
  return 0;
}

static FileInput *inputOf(void *context) {
  AVFormatContext *format = context;
  return format != NULL && format->pb != NULL && (format->flags & AVFMT_FLAG_CUSTOM_IO) ? format->pb->opaque : NULL;
}

void ipod_ffmpeg_input_progress(void *context) {
  FileInput *input = inputOf(context);
  if (input == NULL) return;
  input->sinceProgress = 0;
  input->allowed = input->budget;
  input->spent = 0;
}

int ipod_ffmpeg_input_spent(void *context) {
  FileInput *input = inputOf(context);
  return input != NULL && input->spent;
}

void ipod_ffmpeg_close_file(void *context) {
  AVFormatContext **format = context;
  if (format == NULL || *format == NULL) return;
  FileInput *input = inputOf(*format);
  AVIOContext *io = input != NULL ? (*format)->pb : NULL;
  avformat_close_input(format);
  release(io, input);
}
