#include "read_stream.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <new>
#include <sys/stat.h>
#include <unistd.h>

namespace ipod {

ReadStream::ReadStream(const char *path) : path_(path) {
  // Non-blocking, then fstat: a FIFO or a device named like a song is refused at once instead
  // of blocking the scan in open() (the rule of Platform's RegularFile, for TagLib's stream).
  fd_ = ::open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd_ < 0) {
    error_ = errno;
    return;
  }
  struct stat info;
  if (::fstat(fd_, &info) != 0 || !S_ISREG(info.st_mode)) {
    error_ = EINVAL;
    ::close(fd_);
    fd_ = -1;
    return;
  }
  // O_NONBLOCK stays: it changes nothing for a regular file's reads, and two fcntl calls a
  // file were a tenth of a first scan's system calls.
  length_ = static_cast<long>(info.st_size);
}

ReadStream::~ReadStream() {
  if (fd_ >= 0) ::close(fd_);
}

namespace {
/// One window a thread; a stream lives on one thread, and one stream at a time reads there.
char *threadWindow(long size) {
  thread_local std::unique_ptr<char[]> window(new (std::nothrow) char[size]);
  return window.get();
}
} // namespace

TagLib::ByteVector ReadStream::readBlock(unsigned long length) {
  if (fd_ < 0 || length == 0 || position_ >= length_) return TagLib::ByteVector();
  long wanted = static_cast<long>(std::min<unsigned long>(length, static_cast<unsigned long>(length_ - position_)));
  bool inWindow = position_ >= windowStart_ && position_ + wanted <= windowStart_ + windowSize_;
  if (!inWindow && wanted < kWindow) {
    if (window_ == nullptr) window_ = threadWindow(kWindow);
    if (window_ != nullptr) {
      ssize_t got = ::pread(fd_, window_, kWindow, position_);
      windowStart_ = position_;
      windowSize_ = got > 0 ? got : 0;
      wanted = std::min(wanted, windowSize_);
      inWindow = true;
    }
  }
  if (inWindow) {
    TagLib::ByteVector out(window_ + (position_ - windowStart_), static_cast<unsigned int>(wanted));
    position_ += wanted;
    return out;
  }
  TagLib::ByteVector out(static_cast<unsigned int>(wanted), 0);
  ssize_t got = ::pread(fd_, out.data(), static_cast<size_t>(wanted), position_);
  if (got <= 0) return TagLib::ByteVector();
  out.resize(static_cast<unsigned int>(got));
  position_ += got;
  return out;
}

void ReadStream::seek(long offset, Position p) {
  long base = p == Beginning ? 0 : p == Current ? position_ : length_;
  position_ = std::max(0L, base + offset);
}

} // namespace ipod
