#ifndef IPODTUI_RATING_H
#define IPODTUI_RATING_H
#include <tfile.h>
#include <tpropertymap.h>

namespace ipod {
/// Stars 0-5 from the first rating tag found: ID3v2 POPM, FMPS_RATING (0-1), RATING (0-100),
/// MP4 `rate` (0-100); 0 when there is none.
int readRating(TagLib::File *file, const TagLib::SimplePropertyMap &map);
/// Writes `stars` (0 removes) in the file's own rating tag and saves; false when not possible.
bool writeRating(TagLib::File *file, int stars);
} // namespace ipod
#endif
