#include "HeapTrim.h"

#include <malloc.h>

void ipod_heap_trim(void) {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

void ipod_heap_limit_arenas(int arenas) {
#ifdef __GLIBC__
  mallopt(M_ARENA_MAX, arenas);
#else
  (void)arenas;
#endif
}
