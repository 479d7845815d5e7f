#ifndef IPODTUI_CSUPPORT_H
#define IPODTUI_CSUPPORT_H
/// Placeholder until the terminal crash guard and ALSA silencer land.
int ipod_support_version(void);
#endif
