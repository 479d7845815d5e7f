#ifndef IPOD_AUDIO_THREAD_H
#define IPOD_AUDIO_THREAD_H

/// Names the calling thread as the kernel shows it (top -H, /proc/PID/task/TID/comm);
/// at most 15 bytes. pthread_setname_np needs _GNU_SOURCE, which Swift's Glibc lacks.
void ipod_name_this_thread(const char *name);

/// How the calling thread's scheduling was raised by `ipod_raise_this_thread`.
typedef enum { IPOD_SCHED_NORMAL = 0, IPOD_SCHED_NICE = 1, IPOD_SCHED_REALTIME = 2 } ipod_sched_kind;

/// Asks for what a sound server's own threads get: SCHED_RR at a low real-time priority,
/// else a raised nice value, else nothing (an ordinary user without rtkit). Threads the
/// thread then creates (libpulse's main loop, opened from it) inherit it.
ipod_sched_kind ipod_raise_this_thread(void);

/// Back to SCHED_OTHER at nice 0 (after opening devices on the caller's thread).
void ipod_lower_this_thread(void);

/// SCHED_OTHER at nice -10 where the system allows it (else nice 0): ahead of ordinary work
/// on a loaded machine, behind every real-time thread.
void ipod_favor_this_thread(void);

/// The kernel's id of the calling thread (its folder in /proc/self/task).
int ipod_this_thread_id(void);

#endif
