// libical's functions that ipodtui calls, defined here as trampolines into the real library,
// which is dlopen'ed at the first calendar read instead of linked at start-up.
//
// Why: libical pulls in ICU (libicuuc, libicui18n and its 30 MB data library), whose symbol
// look-ups and relocations cost every start ~2 ms of CPU and ~135 page faults in the dynamic
// loader: a tenth of `ipodtui scan`'s rescan of 10,000 songs, for calendars most runs never
// open. The prototypes come from libical's own header (`__typeof__`), so a signature that
// drifted would not compile.
#define _GNU_SOURCE
#include "ICalLoader.h"
#include "LoaderTrampoline.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Declared without libical's visibility("default"), which the hidden trampolines below would
// contradict: the macro libical's header offers for static builds (it changes nothing else).
#define LIBICAL_ICAL_STATIC_DEFINE
#include <libical/ical.h>

_Static_assert(ICAL_MAJOR_VERSION == 3, "the soname below is libical 3's");
static const char soname[] = "libical.so.3";

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char failure[512];
static void *handle;

static void load(void) {
  if ((handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL)) == NULL) {
    const char *why = dlerror();
    snprintf(failure, sizeof failure, "libical is not installed (%s)", why ? why : soname);
    return;
  }
  loaded = 1;
}

int ipod_ical_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *ipod_ical_error(void) {
  ipod_ical_load();
  return failure;
}

/// The address of `name` in libical. Callers check `ipod_ical_load()` first (CalendarFolder
/// does); reaching here without libical is a bug, reported and fatal. Looked up in the
/// library's own handle, never RTLD_DEFAULT, where the trampoline of the same name would find
/// itself.
static void *symbol(const char *name) {
  if (!ipod_ical_load()) {
    fprintf(stderr, "ipodtui: %s\n", failure);
    abort();
  }
  void *address = dlsym(handle, name);
  if (address == NULL) {
    fprintf(stderr, "ipodtui: libical has no %s\n", name);
    abort();
  }
  return address;
}

// Errors, parsing, components
FORWARD_VOID(icalerror_set_errors_are_fatal, (int fatal), (fatal))
FORWARD(icalcomponent *, icalparser_parse_string, (const char *str), (str))
FORWARD(icalcomponent_kind, icalcomponent_isa, (const icalcomponent *component), (component))
FORWARD_VOID(icalcomponent_free, (icalcomponent *component), (component))
FORWARD(int, icalcomponent_count_errors, (icalcomponent *component), (component))
FORWARD(icalcomponent *, icalcomponent_get_first_component, (icalcomponent *component, icalcomponent_kind kind), (component, kind))
FORWARD(icalcomponent *, icalcomponent_get_next_component, (icalcomponent *component, icalcomponent_kind kind), (component, kind))
FORWARD(icalproperty *, icalcomponent_get_first_property, (icalcomponent *component, icalproperty_kind kind), (component, kind))
FORWARD(icalproperty *, icalcomponent_get_next_property, (icalcomponent *component, icalproperty_kind kind), (component, kind))
FORWARD(icaltimezone *, icalcomponent_get_timezone, (icalcomponent *comp, const char *tzid), (comp, tzid))
FORWARD(const char *, icalcomponent_get_uid, (icalcomponent *comp), (comp))
FORWARD(const char *, icalcomponent_get_summary, (icalcomponent *comp), (comp))
FORWARD(const char *, icalcomponent_get_location, (icalcomponent *comp), (comp))
FORWARD(const char *, icalcomponent_get_description, (icalcomponent *comp), (comp))
FORWARD(struct icaldurationtype, icalcomponent_get_duration, (icalcomponent *comp), (comp))

// Properties and parameters
FORWARD(icalparameter *, icalproperty_get_first_parameter, (icalproperty *prop, icalparameter_kind kind), (prop, kind))
FORWARD(const char *, icalparameter_get_tzid, (const icalparameter *value), (value))
FORWARD(const char *, icalproperty_get_x_name, (icalproperty *prop), (prop))
FORWARD(const char *, icalproperty_get_x, (const icalproperty *prop), (prop))
FORWARD(struct icaltimetype, icalproperty_get_dtstart, (const icalproperty *prop), (prop))
FORWARD(struct icaltimetype, icalproperty_get_dtend, (const icalproperty *prop), (prop))
FORWARD(struct icalrecurrencetype, icalproperty_get_rrule, (const icalproperty *prop), (prop))
FORWARD(struct icaltimetype, icalproperty_get_recurrenceid, (const icalproperty *prop), (prop))
FORWARD(struct icaltimetype, icalproperty_get_exdate, (const icalproperty *prop), (prop))

// Times, zones, durations, recurrence
FORWARD(icaltimezone *, icaltimezone_get_builtin_timezone, (const char *location), (location))
FORWARD(icaltimezone *, icaltimezone_get_builtin_timezone_from_tzid, (const char *tzid), (tzid))
FORWARD(icaltimezone *, icaltimezone_get_utc_timezone, (void), ())
FORWARD(struct icaltimetype, icaltime_null_time, (void), ())
FORWARD(int, icaltime_is_null_time, (const struct icaltimetype t), (t))
FORWARD(int, icaltime_is_valid_time, (const struct icaltimetype t), (t))
FORWARD(time_t, icaltime_as_timet_with_zone, (const struct icaltimetype tt, const icaltimezone *zone), (tt, zone))
FORWARD(struct icaltimetype, icaltime_from_timet_with_zone, (const time_t tm, const int is_date, const icaltimezone *zone), (tm, is_date, zone))
FORWARD(int, icaldurationtype_as_int, (struct icaldurationtype duration), (duration))
FORWARD(icalrecur_iterator *, icalrecur_iterator_new, (struct icalrecurrencetype rule, struct icaltimetype dtstart), (rule, dtstart))
FORWARD_VOID(icalrecur_iterator_free, (icalrecur_iterator *iterator), (iterator))
FORWARD(int, icalrecur_iterator_set_start, (icalrecur_iterator *impl, struct icaltimetype start), (impl, start))
FORWARD(struct icaltimetype, icalrecur_iterator_next, (icalrecur_iterator *iterator), (iterator))
