#define _GNU_SOURCE
#include <pthread.h>
#include "ThreadName.h"

void ipod_name_this_thread(const char *name) { pthread_setname_np(pthread_self(), name); }
