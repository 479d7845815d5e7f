// Length of a raw ADTS AAC stream: TagLib 1.13 reads its ID3v2 tag but not its audio.
#ifndef IPODTUI_ADTS_DURATION_H
#define IPODTUI_ADTS_DURATION_H

namespace ipod {

/// Milliseconds of audio in the ADTS frames of `path` (after any ID3v2 tag), found by
/// walking the frame headers; 0 when the file does not start with ADTS frames.
int adtsDurationMs(const char *path);

} // namespace ipod
#endif
