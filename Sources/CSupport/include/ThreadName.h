#ifndef IPOD_THREAD_NAME_H
#define IPOD_THREAD_NAME_H

/// Names the calling thread as the kernel shows it (top -H, /proc/PID/task/TID/comm);
/// at most 15 bytes. pthread_setname_np needs _GNU_SOURCE, which Swift's Glibc lacks.
void ipod_name_this_thread(const char *name);

#endif
