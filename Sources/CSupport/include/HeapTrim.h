// Returning freed heap memory to the system (glibc's malloc_trim and mallopt, which Swift
// cannot import).
#ifndef IPODTUI_HEAP_TRIM_H
#define IPODTUI_HEAP_TRIM_H

/// Gives back to the system the free pages of every malloc arena. Worth it after a big
/// transient allocation (a library scan, a replaced index): glibc keeps freed memory in the
/// arena of the thread that freed it, where it would count as resident for the whole run.
void ipod_heap_trim(void);

/// At most `arenas` malloc arenas. glibc gives threads up to eight per core, each keeping its
/// own freed memory; the library, user data and decoding threads then each hold a few
/// megabytes that one shared arena would have reused.
void ipod_heap_limit_arenas(int arenas);

#endif
