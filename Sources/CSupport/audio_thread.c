#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "AudioThread.h"

void ipod_name_this_thread(const char *name) { pthread_setname_np(pthread_self(), name); }

ipod_sched_kind ipod_raise_this_thread(void) {
  struct sched_param param = { .sched_priority = 5 };
  if (pthread_setschedparam(pthread_self(), SCHED_RR, &param) == 0) return IPOD_SCHED_REALTIME;
  pid_t tid = (pid_t)syscall(SYS_gettid);
  if (setpriority(PRIO_PROCESS, (id_t)tid, -10) == 0) return IPOD_SCHED_NICE;
  return IPOD_SCHED_NORMAL;
}

void ipod_lower_this_thread(void) {
  struct sched_param param = { .sched_priority = 0 };
  pthread_setschedparam(pthread_self(), SCHED_OTHER, &param);
  pid_t tid = (pid_t)syscall(SYS_gettid);
  setpriority(PRIO_PROCESS, (id_t)tid, 0);
}

void ipod_favor_this_thread(void) {
  ipod_lower_this_thread();
  pid_t tid = (pid_t)syscall(SYS_gettid);
  setpriority(PRIO_PROCESS, (id_t)tid, -10);
}

int ipod_this_thread_id(void) { return (int)syscall(SYS_gettid); }
