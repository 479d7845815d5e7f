#include "SupportVersion.h"
int ipod_support_version(void) { return 1; }
