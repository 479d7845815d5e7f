#include "HeapTrim.h"

#include <malloc.h>

void ipod_heap_trim(void) {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}
