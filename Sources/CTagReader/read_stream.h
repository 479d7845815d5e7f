#ifndef IPODTUI_READ_STREAM_H
#define IPODTUI_READ_STREAM_H
#include <tiostream.h>

namespace ipod {

/// A read-only TagLib stream over one file descriptor: the length from one fstat, the position
/// kept here, reads with pread through a 16 KiB window. TagLib's own FileStream (a FILE*)
/// opens read-write, then seeks, asks the length and reads again and again: some twenty
/// system calls for a file whose tags fit in one read; this makes it about four.
class ReadStream : public TagLib::IOStream {
public:
  explicit ReadStream(const char *path);
  ~ReadStream() override;
  ReadStream(const ReadStream &) = delete;
  ReadStream &operator=(const ReadStream &) = delete;

  /// errno of a failed open (0 when open).
  int openError() const { return error_; }

  /// Hands the descriptor to the caller, who closes it; the stream reads nothing more.
  int release() {
    int fd = fd_;
    fd_ = -1;
    return fd;
  }

  TagLib::FileName name() const override { return path_; }
  TagLib::ByteVector readBlock(unsigned long length) override;
  void writeBlock(const TagLib::ByteVector &) override {}
  void insert(const TagLib::ByteVector &, unsigned long = 0, unsigned long = 0) override {}
  void removeBlock(unsigned long = 0, unsigned long = 0) override {}
  bool readOnly() const override { return true; }
  bool isOpen() const override { return fd_ >= 0; }
  void seek(long offset, Position p = Beginning) override;
  long tell() const override { return position_; }
  long length() override { return length_; }
  void truncate(long) override {}

private:
  /// Enough for the headers and tags most files start with; a larger block (a cover, an
  /// MP4 atom far on) is read directly, so random small reads do not fetch much more.
  static const long kWindow = 16 * 1024;
  const char *path_;
  int fd_ = -1;
  int error_ = 0;
  long length_ = 0;
  long position_ = 0;
  /// Bytes [windowStart_, windowStart_ + windowSize_) of the file, as last read; the buffer is
  /// the thread's own, reused file after file (a fresh one a file made glibc
  /// consolidate its free lists every time).
  char *window_ = nullptr;
  long windowStart_ = 0;
  long windowSize_ = 0;
};

} // namespace ipod
#endif
