// A picture as kitty graphics through libchafa, loaded at the first picture (see the .c file).
#ifndef IPODTUI_CHAFA_LOADER_H
#define IPODTUI_CHAFA_LOADER_H

#include <stddef.h>
#include <stdint.h>

enum { IPOD_CHAFA_SIXEL = 0, IPOD_CHAFA_KITTY = 1 };

/// Encodes `width` x `height` RGB8 pixels to fill `cols` x `rows` cells of `cell_width` x
/// `cell_height` terminal pixels. Returns a malloc'd buffer (free it) and its length, or NULL
/// (bad sizes, or libchafa missing: the caller draws blocks then). The sequences come from
/// chafa's terminal database for the protocol asked (a sixel terminal's or kitty's), never
/// from this process's TERM: detection is the adapter's business.
char *ipod_chafa_encode(const uint8_t *rgb, int width, int height, int cols, int rows, int cell_width,
                        int cell_height, int protocol, size_t *length);

#endif
