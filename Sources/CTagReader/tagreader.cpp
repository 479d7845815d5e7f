#include "CTagReader.h"
extern "C" int ipod_tagreader_version(void) { return 1; }
