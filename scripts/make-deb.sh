#!/usr/bin/env bash
# Builds .build/ipodtui_VERSION_ARCH.deb and its debug symbols, .build/ipodtui-dbgsym_VERSION_ARCH.deb,
# from the release binary (`make deb` builds it first) as Debian's tools would: the binary stripped
# with its symbols kept in the -dbgsym package under /usr/lib/debug/.build-id (so a backtrace can be
# symbolized after `apt install ipodtui-dbgsym`), a machine-readable copyright file and the Debian
# changelog in /usr/share/doc/ipodtui. The version is the top entry of dist/changelog.Debian, whose
# upstream part must be what the binary prints. Depends is what dpkg-shlibdeps finds the binary
# links against, so the package asks for exactly the libraries it needs (the Swift runtime is
# linked in and needs none). Prints the debug package's path, then the package's (last line).
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "make-deb: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps dpkg-parsechangelog objcopy strip readelf; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dpkg-dev)"
done
maintainer="ipodtui developers <dev@ipodtui.invalid>"
upstream=$(.build/release/ipodtui --version | awk '{print $2}')
version=$(dpkg-parsechangelog -l dist/changelog.Debian -S Version)
[ "${version%-*}" = "$upstream" ] ||
  fail "dist/changelog.Debian is at $version, the binary at $upstream: add an entry (dch -c dist/changelog.Debian -v $upstream-1)"
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage="$work/ipodtui"
debug_stage="$work/ipodtui-dbgsym"
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr >/dev/null
binary="$stage/usr/bin/ipodtui"

# A search path in an installed binary is against Debian policy (and SwiftPM's $ORIGIN would let a
# library dropped beside /usr/bin/ipodtui be loaded): the release build links without it.
dynamic=$(readelf -d "$binary")
[[ "$dynamic" != *"(RUNPATH)"* && "$dynamic" != *"(RPATH)"* ]] ||
  fail "the binary has a search path, build it with --disable-local-rpath: $(grep PATH <<<"$dynamic")"

# Stripped as dh_strip does: the symbols to a file named by the build ID, compressed, then removed
# from the binary, which keeps a .gnu_debuglink to them.
build_id=$(readelf -n "$binary" | sed -n 's/^ *Build ID: *//p')
[ -n "$build_id" ] || fail "the binary has no GNU build ID"
debug_file="$debug_stage/usr/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug"
install -d "$(dirname "$debug_file")"
objcopy --only-keep-debug --compress-debug-sections "$binary" "$debug_file"
chmod 644 "$debug_file"
strip --remove-section=.comment --remove-section=.note "$binary"
objcopy --add-gnu-debuglink="$debug_file" "$binary"
# The debug package's documentation is the package's, as dh_installdocs links it.
install -d "$debug_stage/usr/share/doc"
ln -s ipodtui "$debug_stage/usr/share/doc/ipodtui-dbgsym"

# What Debian asks of every package: compressed manual pages (make install leaves them plain, as
# dh_compress finds them), the copyright file, the changelog, and lintian's overrides, each explained.
gzip -9n "$stage/usr/share/man/man1/ipodtui.1"
doc="$stage/usr/share/doc/ipodtui"
install -d "$doc" "$stage/usr/share/lintian/overrides"
install -m 644 dist/copyright "$doc/copyright"
gzip -9n <dist/changelog.Debian >"$doc/changelog.Debian.gz"
chmod 644 "$doc/changelog.Debian.gz"
install -m 644 dist/lintian-overrides "$stage/usr/share/lintian/overrides/ipodtui"

# dpkg-shlibdeps wants a debian/control beside it, naming the package.
mkdir -p "$work/src/debian"
printf 'Source: ipodtui\n\nPackage: ipodtui\nArchitecture: any\n' >"$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies"
# FFmpeg is loaded at the first song, libchafa at the first kitty picture, libical at the first
# calendar read, libsystemd when MPRIS connects and libgpod (with GdkPixbuf and GLib, whose
# functions the iPod source calls too) at the first iPod use (dlopen, see Sources/CFFmpegLoader,
# Sources/CChafaLoader, Sources/CICalLoader, Sources/CSystemdBusLoader and Sources/CGpodLoader),
# so dpkg-shlibdeps does not see them: name the packages that hold the libraries this machine
# built against, each once (GLib may be named already, and holds GObject too).
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
for lib in avformat avcodec swresample swscale avutil chafa ical systemd gpod gdk_pixbuf-2.0 glib-2.0 gobject-2.0; do
  real=$(readlink -f "/usr/lib/$multiarch/lib$lib.so")
  package=$(dpkg -S "$real" 2>/dev/null | head -1 | cut -d: -f1)
  [ -n "$package" ] || fail "no package holds $real (lib$lib)"
  case ", $depends," in
    *", $package,"* | *", $package "*) ;;
    *) depends="$depends, $package" ;;
  esac
done

# Reproducible: every file dated at the last commit at the latest, as dpkg-deb dates the archive.
if epoch=$(git log -1 --format=%ct 2>/dev/null); then
  export SOURCE_DATE_EPOCH=$epoch
  find "$stage" "$debug_stage" -newermt "@$epoch" -print0 | xargs -0r touch --no-dereference --date="@$epoch"
fi

# control ROOT PACKAGE FIELD...: ROOT/DEBIAN/control with the fields every package has, then the
# given ones; and ROOT/DEBIAN/md5sums.
control() {
  local root=$1 package=$2
  shift 2
  mkdir -p "$root/DEBIAN"
  {
    printf 'Package: %s\nVersion: %s\nArchitecture: %s\nMaintainer: %s\nInstalled-Size: %s\n' \
      "$package" "$version" "$arch" "$maintainer" "$(du -sk --apparent-size "$root/usr" | cut -f1)"
    printf '%s\n' "$@"
  } >"$root/DEBIAN/control"
  (cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
  chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
}
# Sound goes through ALSA's default device: on a desktop that is the sound server only with
# PipeWire's ALSA plugin (pipewire-alsa) or PulseAudio's (libasound2-plugins), hence Recommends.
control "$stage" ipodtui "Depends: $depends" \
  "Recommends: pipewire-alsa | libasound2-plugins, dbus-user-session, playerctl" \
  "Section: sound" "Priority: optional" \
  "Description: iPod classic in the terminal, and a music player behind it" \
  " ipodtui draws an iPod classic (display, menus and click wheel) in the terminal" \
  " and plays your own music library: turn the wheel with the mouse or the keys." \
  " It answers media keys and playerctl through MPRIS, takes commands from scripts" \
  " (ipodtui remote) and can log listens for a scrobbler, without network access."
control "$debug_stage" ipodtui-dbgsym "Source: ipodtui" "Depends: ipodtui (= $version)" \
  "Section: debug" "Priority: optional" "Auto-Built-Package: debug-symbols" "Build-Ids: $build_id" \
  "Description: debug symbols for ipodtui"

out=".build/ipodtui_${version}_${arch}.deb"
debug_out=".build/ipodtui-dbgsym_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$debug_stage" "$debug_out" >/dev/null
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >/dev/null
echo "$debug_out"
echo "$out"
