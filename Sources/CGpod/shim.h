// libgpod (Debian libgpod-dev): the iPod's own database (iTunesDB, ArtworkDB) read and written
// as iTunes does, and GdkPixbuf for the covers it hands back. Declarations only: the functions
// ipodtui calls are CGpodLoader's trampolines.
#include <gpod/itdb.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
