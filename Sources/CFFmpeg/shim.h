// FFmpeg 5.1 (Debian 12) for Swift: the headers ipodtui decodes with, plus the macros that
// are expressions (Swift imports only plain constants) re-exported as inline functions.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

/** AVERROR(EAGAIN): the decoder wants another packet before it can return a frame. */
static inline int ipod_averror_eagain(void) { return AVERROR(EAGAIN); }

/** AVERROR_EOF: the demuxer or decoder has nothing more. */
static inline int ipod_averror_eof(void) { return AVERROR_EOF; }

/** AV_NOPTS_VALUE: "no timestamp", as FFmpeg marks unknown pts, start times and durations. */
static inline int64_t ipod_av_nopts_value(void) { return AV_NOPTS_VALUE; }

#include <libavutil/replaygain.h>
/** AV_DISPOSITION_ATTACHED_PIC: a "video" stream that is only a cover picture. */
static inline int ipod_av_disposition_attached_pic(void) { return AV_DISPOSITION_ATTACHED_PIC; }
