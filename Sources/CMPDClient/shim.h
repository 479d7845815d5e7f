// libmpdclient (Debian libmpdclient-dev): the MPD protocol, for `ipodtui --mpd`.
#include <mpd/client.h>
