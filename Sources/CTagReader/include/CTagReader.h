#ifndef IPODTUI_CTAGREADER_H
#define IPODTUI_CTAGREADER_H
#ifdef __cplusplus
extern "C" {
#endif
int ipod_tagreader_version(void);
#ifdef __cplusplus
}
#endif
#endif
