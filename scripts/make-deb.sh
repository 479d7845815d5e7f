#!/usr/bin/env bash
# Builds .build/ipodtui_VERSION_ARCH.deb from the release binary (run `make release` first; `make deb`
# does). Depends is what dpkg-shlibdeps finds the binary links against, so the package asks for
# exactly the libraries it needs (the Swift runtime is linked in and needs none).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || { echo "make-deb: $tool is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done
version=$(.build/release/ipodtui --version | awk '{print $2}')
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/root"
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr >/dev/null
# dpkg-shlibdeps wants a debian/control beside it, naming the package.
mkdir -p "$work/src/debian"
printf 'Source: ipodtui\n\nPackage: ipodtui\nArchitecture: any\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$stage/usr/bin/ipodtui" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# FFmpeg is loaded at the first song and libchafa at the first kitty picture (dlopen, see
# Sources/CFFmpegLoader and Sources/CChafaLoader), so dpkg-shlibdeps does not see them: name the packages that hold the libraries this machine built against.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
for lib in avformat avcodec swresample swscale avutil chafa; do
  real=$(readlink -f "/usr/lib/$multiarch/lib$lib.so")
  package=$(dpkg -S "$real" 2>/dev/null | head -1 | cut -d: -f1)
  [ -n "$package" ] || { echo "make-deb: no package holds $real (lib$lib)" >&2; exit 1; }
  depends="$depends, $package"
done
# Sound goes through ALSA's default device: on a desktop that is the sound server only with
# PipeWire's ALSA plugin (pipewire-alsa) or PulseAudio's (libasound2-plugins), hence Recommends.
mkdir -p "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: ipodtui
Version: $version
Architecture: $arch
Maintainer: ipodtui developers <ipodtui@localhost>
Installed-Size: $(du -sk "$stage/usr" | cut -f1)
Depends: $depends
Recommends: pipewire-alsa | libasound2-plugins, dbus-user-session, playerctl
Section: sound
Priority: optional
Description: iPod classic in the terminal, and a music player behind it
 ipodtui draws an iPod classic (display, menus and click wheel) in the terminal
 and plays your own music library: turn the wheel with the mouse or the keys.
 It answers media keys and playerctl through MPRIS, takes commands from scripts
 (ipodtui remote) and can log listens for a scrobbler, without network access.
CONTROL
out=".build/ipodtui_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >/dev/null
echo "$out"
