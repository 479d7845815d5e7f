#ifndef IPODTUI_DIRECT_FIELDS_H
#define IPODTUI_DIRECT_FIELDS_H
#include <tfile.h>
#include <tpropertymap.h>

namespace ipod {

/// Fills `out` with the few keys the scan uses (TITLE, ARTIST, ..., RATING, FMPS_RATING), with
/// the values `file->properties()` would give them, read straight from an MP3's ID3v2 frames
/// or an MP4's items: the whole property map turns every frame and item into strings under
/// upper-case keys, a fifth of a first scan's tag reading for fields nobody looks at.
/// Returns false, leaving `out` alone, for files whose property map comes from elsewhere
/// (every format but MPEG and MP4; an MP3 without an ID3v2 tag, whose fields TagLib takes from
/// APE or ID3v1): the caller builds the property map then.
bool readDirectFields(TagLib::File *file, TagLib::SimplePropertyMap &out);

} // namespace ipod
#endif
