// Error handling for libjpeg without exit() or stderr: see jpeg_guard.h.
#include "jpeg_guard.h"

#include <jerror.h>
#include <string.h>

/// Fatal errors: remember libjpeg's own text, then jump back to the setjmp in the caller.
static void guard_error_exit(j_common_ptr cinfo) {
  struct ipod_jpeg_guard *guard = (struct ipod_jpeg_guard *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, guard->reason);
  longjmp(guard->escape, 1);
}

/// Warnings (level -1) and traces: count them but print nothing. A premature end is the one
/// warning we note, because libjpeg "recovers" from it by inventing grey pixels.
static void guard_emit_message(j_common_ptr cinfo, int level) {
  struct ipod_jpeg_guard *guard = (struct ipod_jpeg_guard *)cinfo->err;
  if (level < 0) {
    if (cinfo->err->msg_code == JWRN_JPEG_EOF && !guard->truncated) {
      guard->truncated = 1;
      guard->truncated_phase = guard->phase;
      if (cinfo->is_decompressor) guard->truncated_row = ((j_decompress_ptr)cinfo)->output_scanline;
    }
    cinfo->err->num_warnings++;
  }
}

static void guard_output_message(j_common_ptr cinfo) { (void)cinfo; }

struct jpeg_error_mgr *ipod_jpeg_guard_install(struct ipod_jpeg_guard *guard) {
  memset(guard, 0, sizeof *guard);
  struct jpeg_error_mgr *err = jpeg_std_error(&guard->base);
  err->error_exit = guard_error_exit;
  err->emit_message = guard_emit_message;
  err->output_message = guard_output_message;
  return err;
}

void ipod_jpeg_guard_copy_reason(const struct ipod_jpeg_guard *guard, const char *fallback,
                                 char *message, size_t message_size) {
  if (message == NULL || message_size == 0) return;
  const char *text = guard->reason[0] != '\0' ? guard->reason : fallback;
  strncpy(message, text, message_size - 1);
  message[message_size - 1] = '\0';
}
