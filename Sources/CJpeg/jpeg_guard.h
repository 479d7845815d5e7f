#ifndef IPODTUI_JPEG_GUARD_H
#define IPODTUI_JPEG_GUARD_H
/* Internal: an error manager that returns control to the caller instead of calling exit(),
   and keeps warnings off stderr (which belongs to the terminal UI). */
#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

struct ipod_jpeg_guard {
  struct jpeg_error_mgr base; /* must be first: libjpeg hands us a pointer to it */
  jmp_buf escape;
  /* Where the first "Premature end of JPEG file" warning came: libjpeg pads with grey and
     carries on, so the decoder decides afterwards whether enough of the image was real. */
  int truncated;              /* 1 once the warning came */
  int phase;                  /* set by the decoder: 0 header and setup, 1 rows, 2 finishing */
  int truncated_phase;
  unsigned int truncated_row; /* output rows complete when it came (phase 1) */
  char reason[JMSG_LENGTH_MAX];
};

/** Installs the guard's handlers on `cinfo->err`; call before jpeg_create_*. */
struct jpeg_error_mgr *ipod_jpeg_guard_install(struct ipod_jpeg_guard *guard);

/** Copies the guard's reason into the caller's buffer (NULL or 0 size: nothing). */
void ipod_jpeg_guard_copy_reason(const struct ipod_jpeg_guard *guard, const char *fallback,
                                 char *message, size_t message_size);
#endif
