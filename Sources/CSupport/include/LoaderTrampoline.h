// The trampolines of the libraries loaded on first use (FFmpeg, libsystemd, libical): each
// function ipodtui calls is defined in its loader as a forward into the library, so the binary
// names none of them and nothing is loaded at start-up. Macros only; C, not Swift.
#ifndef IPODTUI_LOADER_TRAMPOLINE_H
#define IPODTUI_LOADER_TRAMPOLINE_H

// A loader defines, before using these, `static void *symbol(const char *name)`: the address of
// `name` in its own library handles (never RTLD_DEFAULT, where the trampoline of the same name
// would find itself), loading the library first and aborting with a message when it cannot.
//
// One trampoline per function: the address is looked up once, then cached. Hidden, so that the
// program never exports them: the library calling its own functions (or its siblings') must not
// bind to these.
#define IPOD_RESOLVED(name)                                                  \
  __typeof__(&name) fn = __atomic_load_n(&name##_address, __ATOMIC_ACQUIRE); \
  if (fn == NULL) {                                                          \
    fn = (__typeof__(&name))symbol(#name);                                   \
    __atomic_store_n(&name##_address, fn, __ATOMIC_RELEASE);                 \
  }
#define FORWARD(ret, name, params, args)                  \
  static __typeof__(&name) name##_address;                \
  __attribute__((visibility("hidden"))) ret name params { \
    IPOD_RESOLVED(name)                                   \
    return fn args;                                       \
  }
#define FORWARD_VOID(name, params, args)                   \
  static __typeof__(&name) name##_address;                 \
  __attribute__((visibility("hidden"))) void name params { \
    IPOD_RESOLVED(name)                                    \
    fn args;                                               \
  }

#endif
