#ifndef IPODTUI_CTAGREADER_H
#define IPODTUI_CTAGREADER_H
/* A plain C view of TagLib's C++ API: the C binding (tag_c) lacks album artist, composer,
   disc number and WAV RIFF INFO, so this wrapper reads them through FileRef + PropertyMap. */
#ifdef __cplusplus
extern "C" {
#endif

/** Why a read did or did not produce tags. */
enum ipod_tag_status {
  IPOD_TAGS_OK = 0,
  /** TagLib could not open the file or did not recognise it as audio (e.g. text named .ogg). */
  IPOD_TAGS_CANNOT_OPEN = 1,
  /** The container opened but has no usable audio stream (e.g. a truncated FLAC). */
  IPOD_TAGS_NO_AUDIO = 2,
  /** The file may not be read (open failed with EACCES). */
  IPOD_TAGS_DENIED = 3
};

/** Tags of one file. Strings are UTF-8, owned by the struct (free with ipod_tags_free),
    NULL when the tag is absent or empty (or if memory ran out). */
struct ipod_tags {
  char *title;
  char *artist;
  char *album;
  char *albumartist;
  char *composer;
  char *genre;
  int track;
  int disc;
  int year;
  int duration_ms;
  int compilation;
  int status;
  /* Sort tags (ARTISTSORT/TSOP/soar, ALBUMARTISTSORT/TSO2/soaa, COMPOSERSORT/TSOC/soco). */
  char *artistsort;
  char *albumartistsort;
  char *composersort;
  /** Stars 0-5 from the file's rating tag (ID3v2 POPM, FMPS_RATING, RATING, MP4 rate); 0: none. */
  int rating;
  /** What holds the audio, for lengths TagLib gets wrong: an MPEG stream (MP3) or MP4. */
  int container;
  /** The MP4 gapless record `----:com.apple.iTunes:iTunSMPB`, or NULL. */
  char *itunsmpb;
  /** The file, still open, when the container is MPEG or MP4 (whose lengths the caller
      corrects by reading it again: no second open); -1 otherwise. ipod_tags_free closes it. */
  int descriptor;
};

enum ipod_container { IPOD_CONTAINER_OTHER = 0, IPOD_CONTAINER_MPEG = 1, IPOD_CONTAINER_MP4 = 2 };

/** Reads the tags of `path` (bytes as on disk; need not be UTF-8). Never throws.
    Returns out->status. Call ipod_tags_free afterwards, whatever the status. */
int ipod_read_tags(const char *path, struct ipod_tags *out);

/** Releases the strings of `tags` and resets them to NULL, and closes its descriptor. */
void ipod_tags_free(struct ipod_tags *tags);

/** The lyrics embedded in `path`, as UTF-8 text in a malloc'd string (free with free()), or
    NULL when there are none or the file cannot be read. Synchronised lyrics (ID3v2 SYLT with
    millisecond stamps) come back as LRC lines "[mm:ss.xxx]text"; otherwise the unsynchronised
    text (ID3v2 USLT, the Xiph LYRICS or UNSYNCEDLYRICS comment, the MP4 (c)lyr item, APE
    Lyrics), which may itself carry LRC stamps. Never throws. */
char *ipod_read_lyrics(const char *path);

/** Test support: sets the MP4 freeform item `----:com.apple.iTunes:NAME` (e.g. iTunSMPB, the
    gapless record iTunes writes) of the .m4a at `path` to `value`, replacing any old one.
    Returns 1 on success, 0 when the file is not an MP4 TagLib can save. */
int ipod_write_mp4_freeform(const char *path, const char *name, const char *value);

/** Test support: sets the MP4 text item `atom` (e.g. "soar", the sort artist, which ffmpeg
    5.1 does not write) of the file at `path`. Returns 1 on success, 0 otherwise. */
int ipod_write_mp4_text(const char *path, const char *atom, const char *value);
/** Writes a rating of `stars` (0-5; 0 removes it) into the file at `path`, on the scales other
    players read: ID3v2 POPM 1/64/128/196/255 (an existing POPM keeps its e-mail; a new one is
    Windows Media Player's), Xiph RATING 20 per star (and FMPS_RATING when present), MP4 `rate`
    20 per star. Returns 1 when saved, 0 when the format has no rating tag here or saving failed. */
int ipod_write_rating(const char *path, int stars);

/** Version of this wrapper's API. */
int ipod_tagreader_version(void);

#ifdef __cplusplus
}
#endif
#endif
