// FFmpeg's functions that ipodtui calls, defined here as trampolines into the real libraries,
// which are dlopen'ed at the first call instead of linked at start-up.
//
// Why: libavformat and libavcodec pull in about 130 more shared libraries (every codec
// Debian builds in: x265, SVT-AV1, librsvg, GnuTLS...). Linking them made every start pay
// ~60 ms in the dynamic loader and ~20 MB of resident memory before a frame was drawn, for
// libraries used only once a song plays. The prototypes come from FFmpeg's own headers
// (`__typeof__`), so a signature that drifted would not compile.
#define _GNU_SOURCE
#include "FFmpegLoader.h"
#include "LoaderTrampoline.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libavutil/samplefmt.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

#define SONAME(lib, major) "lib" lib ".so." AV_STRINGIFY(major)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char failure[512];
static void *handles[5];

static void load(void) {
  // Dependencies first; RTLD_GLOBAL so that each finds the ones before it.
  const char *libraries[] = {
      SONAME("avutil", LIBAVUTIL_VERSION_MAJOR), SONAME("swresample", LIBSWRESAMPLE_VERSION_MAJOR),
      SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR), SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR),
      SONAME("swscale", LIBSWSCALE_VERSION_MAJOR)};
  for (size_t i = 0; i < sizeof libraries / sizeof *libraries; i++) {
    if ((handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_GLOBAL)) == NULL) {
      const char *why = dlerror();
      snprintf(failure, sizeof failure, "FFmpeg is not installed (%s)", why ? why : libraries[i]);
      return;
    }
  }
  loaded = 1;
}

int ipod_ffmpeg_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *ipod_ffmpeg_error(void) {
  ipod_ffmpeg_load();
  return failure;
}

int ipod_ffmpeg_loaded(void) { return __atomic_load_n(&loaded, __ATOMIC_ACQUIRE); }

/// The address of `name` in the loaded libraries. Callers check `ipod_ffmpeg_load()` first
/// (FFmpegReader does); reaching here without FFmpeg is a bug, reported and fatal. Looked up
/// in the libraries' own handles, never RTLD_DEFAULT: that searches the program first, where
/// the trampoline of the same name would find itself.
static void *symbol(const char *name) {
  if (!ipod_ffmpeg_load()) {
    fprintf(stderr, "ipodtui: %s\n", failure);
    abort();
  }
  void *address = NULL;
  for (size_t i = 0; address == NULL && i < sizeof handles / sizeof *handles; i++) address = dlsym(handles[i], name);
  if (address == NULL) {
    fprintf(stderr, "ipodtui: FFmpeg has no %s\n", name);
    abort();
  }
  return address;
}

// libavformat
FORWARD(AVFormatContext *, avformat_alloc_context, (void), ())
FORWARD(int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options))
FORWARD(int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
FORWARD_VOID(avformat_close_input, (AVFormatContext **s), (s))
FORWARD(AVIOContext *, avio_alloc_context, (unsigned char *buffer, int buffer_size, int write_flag, void *opaque, int (*read_packet)(void *opaque, uint8_t *buf, int buf_size), int (*write_packet)(void *opaque, uint8_t *buf, int buf_size), int64_t (*seek)(void *opaque, int64_t offset, int whence)), (buffer, buffer_size, write_flag, opaque, read_packet, write_packet, seek))
FORWARD_VOID(avio_context_free, (AVIOContext **s), (s))
FORWARD(void *, av_malloc, (size_t size), (size))
FORWARD_VOID(av_free, (void *ptr), (ptr))
FORWARD(int, av_find_best_stream, (AVFormatContext *ic, enum AVMediaType type, int wanted, int related, const AVCodec **decoder, int flags), (ic, type, wanted, related, decoder, flags))
FORWARD(int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(uint8_t *, av_stream_get_side_data, (const AVStream *stream, enum AVPacketSideDataType type, size_t *size), (stream, type, size))
FORWARD(int, av_seek_frame, (AVFormatContext *s, int stream_index, int64_t timestamp, int flags), (s, stream_index, timestamp, flags))

// libavcodec
FORWARD(const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))
FORWARD(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FORWARD_VOID(avcodec_free_context, (AVCodecContext **avctx), (avctx))
FORWARD(int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))
FORWARD(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
FORWARD(int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))
FORWARD(int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
FORWARD_VOID(avcodec_flush_buffers, (AVCodecContext *avctx), (avctx))
FORWARD(const char *, avcodec_get_name, (enum AVCodecID id), (id))
FORWARD(AVPacket *, av_packet_alloc, (void), ())
FORWARD_VOID(av_packet_free, (AVPacket **pkt), (pkt))
FORWARD_VOID(av_packet_unref, (AVPacket *pkt), (pkt))

// libavutil
FORWARD(AVFrame *, av_frame_alloc, (void), ())
FORWARD_VOID(av_frame_free, (AVFrame **frame), (frame))
FORWARD_VOID(av_frame_unref, (AVFrame *frame), (frame))
FORWARD(int64_t, av_rescale_q, (int64_t a, AVRational bq, AVRational cq), (a, bq, cq))
FORWARD(int64_t, av_rescale, (int64_t a, int64_t b, int64_t c), (a, b, c))
FORWARD(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))
FORWARD(int, av_sample_fmt_is_planar, (enum AVSampleFormat sample_fmt), (sample_fmt))
FORWARD(int, av_get_bytes_per_sample, (enum AVSampleFormat sample_fmt), (sample_fmt))
FORWARD_VOID(av_log_set_level, (int level), (level))
FORWARD(AVDictionaryEntry *, av_dict_get, (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags), (m, key, prev, flags))
FORWARD(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
FORWARD_VOID(av_dict_free, (AVDictionary **m), (m))
FORWARD(int, av_opt_set_int, (void *obj, const char *name, int64_t val, int search_flags), (obj, name, val, search_flags))
FORWARD(int, av_opt_set_sample_fmt, (void *obj, const char *name, enum AVSampleFormat fmt, int search_flags), (obj, name, fmt, search_flags))
FORWARD_VOID(av_channel_layout_default, (AVChannelLayout *ch_layout, int nb_channels), (ch_layout, nb_channels))

// libswresample
FORWARD(int, swr_alloc_set_opts2, (struct SwrContext **ps, AVChannelLayout *out_layout, enum AVSampleFormat out_fmt, int out_rate, AVChannelLayout *in_layout, enum AVSampleFormat in_fmt, int in_rate, int log_offset, void *log_ctx), (ps, out_layout, out_fmt, out_rate, in_layout, in_fmt, in_rate, log_offset, log_ctx))
FORWARD(int, swr_init, (struct SwrContext *s), (s))
FORWARD_VOID(swr_free, (struct SwrContext **s), (s))
FORWARD(int, swr_convert, (struct SwrContext *s, uint8_t **out, int out_count, const uint8_t **in, int in_count), (s, out, out_count, in, in_count))
FORWARD(int, swr_get_out_samples, (struct SwrContext *s, int in_samples), (s, in_samples))
FORWARD(int, swr_set_matrix, (struct SwrContext *s, const double *matrix, int stride), (s, matrix, stride))

// libswscale (videos)
FORWARD(struct SwsContext *, sws_getCachedContext, (struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FORWARD(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FORWARD_VOID(sws_freeContext, (struct SwsContext *swsContext), (swsContext))

// Encoding and writing MP4 (the iPod's conversions: ffmpeg_transcode.c).
FORWARD(const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))
FORWARD(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
FORWARD(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FORWARD(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
FORWARD(int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename))
FORWARD(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FORWARD_VOID(avformat_free_context, (AVFormatContext *s), (s))
FORWARD(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))
FORWARD(int, avio_closep, (AVIOContext **s), (s))
FORWARD(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FORWARD(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(int, av_write_trailer, (AVFormatContext *s), (s))
FORWARD_VOID(av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
FORWARD(int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
FORWARD(int, av_dict_copy, (AVDictionary **dst, const AVDictionary *src, int flags), (dst, src, flags))
FORWARD_VOID(av_channel_layout_uninit, (AVChannelLayout *channel_layout), (channel_layout))
FORWARD(AVAudioFifo *, av_audio_fifo_alloc, (enum AVSampleFormat sample_fmt, int channels, int nb_samples), (sample_fmt, channels, nb_samples))
FORWARD_VOID(av_audio_fifo_free, (AVAudioFifo *af), (af))
FORWARD(int, av_audio_fifo_write, (AVAudioFifo *af, void **data, int nb_samples), (af, data, nb_samples))
FORWARD(int, av_audio_fifo_read, (AVAudioFifo *af, void **data, int nb_samples), (af, data, nb_samples))
FORWARD(int, av_audio_fifo_size, (AVAudioFifo *af), (af))
FORWARD(int, av_samples_alloc, (uint8_t **audio_data, int *linesize, int nb_channels, int nb_samples, enum AVSampleFormat sample_fmt, int align), (audio_data, linesize, nb_channels, nb_samples, sample_fmt, align))
FORWARD_VOID(av_freep, (void *ptr), (ptr))

// Quitting: FFmpeg checks a context's interrupt callback between its reads, so an open or a read
// that would take minutes (a tag of 100,000 frames, gigabytes of zeros) returns AVERROR_EXIT
// once the program is on its way out, instead of holding the quit.
static int abandoned;

int ipod_ffmpeg_abandoned(void) { return __atomic_load_n(&abandoned, __ATOMIC_ACQUIRE); }

static int ipod_ffmpeg_interrupted(void *opaque) {
  (void)opaque;
  return __atomic_load_n(&abandoned, __ATOMIC_ACQUIRE);
}

void ipod_ffmpeg_make_interruptible(void *context) {
  AVFormatContext *format = context;
  format->interrupt_callback.callback = ipod_ffmpeg_interrupted;
  format->interrupt_callback.opaque = NULL;
}

void ipod_ffmpeg_abandon(void) { __atomic_store_n(&abandoned, 1, __ATOMIC_RELEASE); }
