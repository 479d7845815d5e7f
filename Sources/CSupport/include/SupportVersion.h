#ifndef IPODTUI_SUPPORT_VERSION_H
#define IPODTUI_SUPPORT_VERSION_H
/// The CSupport target's headers live beside this one, one per concern
/// (terminal crash guard, ALSA error silencer); SwiftPM exposes the whole folder.
int ipod_support_version(void);
#endif
