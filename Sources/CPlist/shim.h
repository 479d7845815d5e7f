// libplist (Debian libplist-dev): Apple's property lists, XML and binary, for `import-itunes`.
#include <plist/plist.h>
