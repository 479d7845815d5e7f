// The iPod's conversions (IpodTranscode.h): FFmpeg's decoders, libswresample and the AAC or ALAC
// encoder into an MP4 ("ipod" muxer: the brand the iPod's firmware expects). In C because the
// encoders want frames of exactly their frame size, which an AVAudioFifo between the resampler
// and the encoder gives, and every step hands back FFmpeg structures best kept out of Swift.
#include "IpodTranscode.h"
#include "FFmpegLoader.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/audio_fifo.h>
#include <libavutil/channel_layout.h>
#include <libavutil/samplefmt.h>
#include <libswresample/swresample.h>

typedef struct {
  AVFormatContext *in, *out;
  AVCodecContext *decoder, *encoder;
  SwrContext *resampler;
  AVAudioFifo *fifo;
  AVFrame *frame, *encoded;
  AVPacket *packet;
  AVStream *stream;
  int64_t next_pts;
  char *error;
  int error_size;
} Job;

static int fail(Job *job, const char *step, int code) {
  char why[128] = "";
  if (code < 0) av_strerror(code, why, sizeof why);
  snprintf(job->error, job->error_size, "%s%s%s", step, why[0] ? ": " : "", why);
  return -1;
}

/// Sends `frame` (NULL: the end) to the encoder and writes every packet it gives back.
static int encode(Job *job, AVFrame *frame) {
  int status = avcodec_send_frame(job->encoder, frame);
  if (status < 0) return fail(job, "encoding", status);
  for (;;) {
    status = avcodec_receive_packet(job->encoder, job->packet);
    if (status == AVERROR(EAGAIN) || status == AVERROR_EOF) return 0;
    if (status < 0) return fail(job, "encoding", status);
    av_packet_rescale_ts(job->packet, job->encoder->time_base, job->stream->time_base);
    job->packet->stream_index = job->stream->index;
    status = av_interleaved_write_frame(job->out, job->packet);
    av_packet_unref(job->packet);
    if (status < 0) return fail(job, "writing", status);
  }
}

/// Encodes whole frames from the FIFO (and, at the end, what is left).
static int drain(Job *job, int final) {
  int size = job->encoder->frame_size > 0 ? job->encoder->frame_size : 4096;
  while (av_audio_fifo_size(job->fifo) >= size || (final && av_audio_fifo_size(job->fifo) > 0)) {
    int n = av_audio_fifo_size(job->fifo) < size ? av_audio_fifo_size(job->fifo) : size;
    AVFrame *f = job->encoded;
    av_frame_unref(f);
    f->nb_samples = n;
    f->format = job->encoder->sample_fmt;
    f->sample_rate = job->encoder->sample_rate;
    av_channel_layout_default(&f->ch_layout, job->encoder->ch_layout.nb_channels);
    int status = av_frame_get_buffer(f, 0);
    if (status < 0) return fail(job, "a frame", status);
    if (av_audio_fifo_read(job->fifo, (void **)f->data, n) < n) return fail(job, "the buffer", 0);
    f->pts = job->next_pts;
    job->next_pts += n;
    if (encode(job, f) < 0) return -1;
  }
  return 0;
}

/// Resamples the decoded frame (NULL: what the resampler still holds) into the FIFO.
static int resample(Job *job, AVFrame *decoded) {
  int in = decoded ? decoded->nb_samples : 0;
  int room = swr_get_out_samples(job->resampler, in) + 32;
  uint8_t *planes[8] = {0};
  int linesize = 0;
  if (av_samples_alloc(planes, &linesize, job->encoder->ch_layout.nb_channels, room, job->encoder->sample_fmt, 0) < 0)
    return fail(job, "memory", 0);
  int made = swr_convert(job->resampler, planes, room, decoded ? (const uint8_t **)decoded->extended_data : NULL, in);
  int status = made < 0 ? fail(job, "resampling", made) : 0;
  if (made > 0 && av_audio_fifo_write(job->fifo, (void **)planes, made) < made) status = fail(job, "the buffer", 0);
  av_freep(&planes[0]);
  return status;
}

static int open_encoder(Job *job, int codec, int bitrate, const AVCodecContext *source) {
  const AVCodec *encoder = avcodec_find_encoder(codec == IPOD_TRANSCODE_ALAC ? AV_CODEC_ID_ALAC : AV_CODEC_ID_AAC);
  if (!encoder) return fail(job, codec == IPOD_TRANSCODE_ALAC ? "FFmpeg has no ALAC encoder" : "FFmpeg has no AAC encoder", 0);
  job->encoder = avcodec_alloc_context3(encoder);
  if (!job->encoder) return fail(job, "memory", 0);
  int channels = source->ch_layout.nb_channels >= 2 ? 2 : 1;
  av_channel_layout_default(&job->encoder->ch_layout, channels);
  int rate = source->sample_rate;
  if (rate > 48000) rate = rate % 44100 == 0 ? 44100 : 48000;
  if (rate < 8000) rate = 44100;
  job->encoder->sample_rate = rate;
  if (codec == IPOD_TRANSCODE_ALAC) {
    int deep = source->bits_per_raw_sample > 16 || av_get_bytes_per_sample(source->sample_fmt) > 2;
    job->encoder->sample_fmt = deep ? AV_SAMPLE_FMT_S32P : AV_SAMPLE_FMT_S16P;
    if (deep) job->encoder->bits_per_raw_sample = 24;
  } else {
    job->encoder->sample_fmt = AV_SAMPLE_FMT_FLTP;
    job->encoder->bit_rate = bitrate > 0 ? bitrate : 256000;
  }
  job->encoder->time_base = (AVRational){1, rate};
  if (job->out->oformat->flags & AVFMT_GLOBALHEADER) job->encoder->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
  int status = avcodec_open2(job->encoder, encoder, NULL);
  if (status < 0) return fail(job, "opening the encoder", status);
  return 0;
}

int ipod_transcode(
    const char *input, const char *output, int codec, int bitrate, const volatile int *cancel,
    void (*progress)(double, void *), void *context, char *error, int error_size, double *seconds_written) {
  Job job = {0};
  job.error = error;
  job.error_size = error_size;
  error[0] = 0;
  if (seconds_written) *seconds_written = 0;
  if (!ipod_ffmpeg_load()) {
    snprintf(error, error_size, "%s", ipod_ffmpeg_error());
    return -1;
  }
  av_log_set_level(AV_LOG_QUIET);  // FFmpeg's notes would land on the terminal ncurses draws
  int result = -1;
  int status = avformat_open_input(&job.in, input, NULL, NULL);
  if (status < 0) { fail(&job, "opening the song", status); goto done; }
  if ((status = avformat_find_stream_info(job.in, NULL)) < 0) { fail(&job, "reading the song", status); goto done; }
  const AVCodec *decoder = NULL;
  int index = av_find_best_stream(job.in, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0);
  if (index < 0 || !decoder) { fail(&job, "no audio in the song", index); goto done; }
  AVStream *source = job.in->streams[index];
  job.decoder = avcodec_alloc_context3(decoder);
  if (!job.decoder || avcodec_parameters_to_context(job.decoder, source->codecpar) < 0) { fail(&job, "memory", 0); goto done; }
  if ((status = avcodec_open2(job.decoder, decoder, NULL)) < 0) { fail(&job, "opening the decoder", status); goto done; }

  if ((status = avformat_alloc_output_context2(&job.out, NULL, "ipod", output)) < 0 || !job.out) {
    fail(&job, "the MP4 writer", status);
    goto done;
  }
  if (open_encoder(&job, codec, bitrate, job.decoder) < 0) goto done;
  job.stream = avformat_new_stream(job.out, NULL);
  if (!job.stream) { fail(&job, "memory", 0); goto done; }
  job.stream->time_base = job.encoder->time_base;
  avcodec_parameters_from_context(job.stream->codecpar, job.encoder);
  av_dict_copy(&job.out->metadata, job.in->metadata, 0);
  av_dict_copy(&job.out->metadata, source->metadata, 0);  // Ogg and Opus keep their tags here
  if ((status = avio_open(&job.out->pb, output, AVIO_FLAG_WRITE)) < 0) { fail(&job, "creating the file", status); goto done; }
  if ((status = avformat_write_header(job.out, NULL)) < 0) { fail(&job, "writing the header", status); goto done; }

  AVChannelLayout in_layout = job.decoder->ch_layout;
  if (in_layout.order == AV_CHANNEL_ORDER_UNSPEC) av_channel_layout_default(&in_layout, job.decoder->ch_layout.nb_channels);
  if ((status = swr_alloc_set_opts2(&job.resampler, &job.encoder->ch_layout, job.encoder->sample_fmt,
                                    job.encoder->sample_rate, &in_layout, job.decoder->sample_fmt,
                                    job.decoder->sample_rate, 0, NULL)) < 0 ||
      (status = swr_init(job.resampler)) < 0) {
    fail(&job, "the resampler", status);
    goto done;
  }
  job.fifo = av_audio_fifo_alloc(job.encoder->sample_fmt, job.encoder->ch_layout.nb_channels, 4096);
  job.frame = av_frame_alloc();
  job.encoded = av_frame_alloc();
  job.packet = av_packet_alloc();
  if (!job.fifo || !job.frame || !job.encoded || !job.packet) { fail(&job, "memory", 0); goto done; }

  double total = job.in->duration > 0 ? (double)job.in->duration / AV_TIME_BASE : 0;
  AVPacket *read = av_packet_alloc();
  if (!read) { fail(&job, "memory", 0); goto done; }
  int ended = 0;
  while (!ended) {
    if (cancel && *cancel) { result = 1; av_packet_free(&read); goto done; }
    status = av_read_frame(job.in, read);
    if (status < 0) {
      ended = 1;
      avcodec_send_packet(job.decoder, NULL);
    } else if (read->stream_index == index) {
      status = avcodec_send_packet(job.decoder, read);
      av_packet_unref(read);
      if (status < 0 && status != AVERROR(EAGAIN)) continue;  // a damaged packet: the next one
    } else {
      av_packet_unref(read);
      continue;
    }
    while ((status = avcodec_receive_frame(job.decoder, job.frame)) >= 0) {
      int ok = resample(&job, job.frame) == 0 && drain(&job, 0) == 0;
      av_frame_unref(job.frame);
      if (!ok) { av_packet_free(&read); goto done; }
    }
    if (progress && total > 0) progress((double)job.next_pts / job.encoder->sample_rate / total, context);
  }
  av_packet_free(&read);
  if (resample(&job, NULL) < 0 || drain(&job, 1) < 0 || encode(&job, NULL) < 0) goto done;
  if ((status = av_write_trailer(job.out)) < 0) { fail(&job, "finishing the file", status); goto done; }
  if (seconds_written) *seconds_written = (double)job.next_pts / job.encoder->sample_rate;
  if (progress) progress(1, context);
  result = 0;

done:
  if (job.out) {
    if (job.out->pb) avio_closep(&job.out->pb);
    avformat_free_context(job.out);
  }
  av_packet_free(&job.packet);
  av_frame_free(&job.frame);
  av_frame_free(&job.encoded);
  if (job.fifo) av_audio_fifo_free(job.fifo);
  swr_free(&job.resampler);
  avcodec_free_context(&job.encoder);
  avcodec_free_context(&job.decoder);
  if (job.in) avformat_close_input(&job.in);
  return result;
}
