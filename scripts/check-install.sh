#!/usr/bin/env bash
# `make check-install`: what a person without Swift gets. Installs the release build into a
# temporary DESTDIR and runs the installed binary with the toolchain's folders removed from
# PATH and LD_LIBRARY_PATH: it must find its sounds and the demo library relative to itself,
# play a click and list the demo songs. Then builds the .deb and its -dbgsym, checks them as Debian
# would (stripped binary with its symbols apart, no RUNPATH, DEP-5 copyright, changelog, lintian
# with no error or warning), unpacks the package with dpkg -x and runs that binary too. Prints one
# line per check with the sizes; exits non-zero at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d /tmp/ipodtui-check-install.XXXXXX)
server="ipodtui-check-$$"
cleanup() {
  tmux -L "$server" kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
ok() { echo "ok: $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

scripts/install-deps.sh check-install
make --no-print-directory install DESTDIR="$work/dest" PREFIX=/usr >/dev/null
root="$work/dest/usr"
for f in bin/ipodtui share/man/man1/ipodtui.1 share/applications/ipodtui.desktop \
  share/bash-completion/completions/ipodtui share/zsh/vendor-completions/_ipodtui \
  share/fish/vendor_completions.d/ipodtui.fish share/ipodtui/sounds/click-classic.wav; do
  [ -e "$root/$f" ] || fail "make install did not install $f"
done
[ -n "$(find "$root/share/ipodtui/demo" -name '*.ogg' -o -name '*.flac' -o -name '*.mp3' | head -1)" ] || fail "no demo songs installed"
grep -qx 'Terminal=true' "$root/share/applications/ipodtui.desktop" || fail ".desktop lacks Terminal=true"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$root/share/applications/ipodtui.desktop"; fi
bash -n "$root/share/bash-completion/completions/ipodtui" || fail "bash completion has a syntax error"
head -1 "$root/share/man/man1/ipodtui.1" | grep -q '^\.TH IPODTUI 1' || fail "man page has no .TH"
ok "make install DESTDIR=… PREFIX=/usr: binary, sounds, demo, man page, completions, .desktop"

# The toolchain out of reach: no Swift runtime on the library path or PATH.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
no_toolchain_path=$(echo "$PATH" | tr ':' '\n' | grep -v "^$toolchain" | paste -sd: -)
no_toolchain_libs=$(echo "${LD_LIBRARY_PATH:-}" | tr ':' '\n' | grep -v "^$toolchain" | paste -sd: - || true)
if ldd "$root/bin/ipodtui" | grep -qi swift; then fail "the binary links a Swift runtime library: $(ldd "$root/bin/ipodtui" | grep -i swift)"; fi
ok "the installed binary links no Swift library (static stdlib; toolchain at $toolchain left out)"

# Run it as a user would: a fresh home with no music (so the demo), sound into a file.
mkdir -p "$work/home" "$work/runtime" && chmod 700 "$work/runtime"
printf 'pcm.!default { type file; slave.pcm "null"; file "%s"; format "raw" }\n' "$work/out.raw" > "$work/alsa.conf"
cat > "$work/run.sh" <<RUN
cd /
exec env -i PATH="$no_toolchain_path" LD_LIBRARY_PATH="$no_toolchain_libs" HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" \
  TERM=xterm-256color LANG=C.UTF-8 ALSA_CONFIG_PATH=/usr/share/alsa/alsa.conf:$work/alsa.conf \
  "$root/bin/ipodtui" 2>"$work/stderr"
RUN
tmux -L "$server" -f /dev/null new-session -d -s app -x 100 -y 40 "sh $work/run.sh; echo \$? > $work/status; sleep 60"
screen() { tmux -L "$server" capture-pane -p -t app; }
wait_for() {  # wait_for TEXT: up to 20 s for the screen to show TEXT
  for _ in $(seq 200); do screen | grep -qF "$1" && return 0; sleep 0.1; done
  screen >&2
  fail "the installed binary never showed '$1'"
}
wait_for "Music"
tmux -L "$server" send-keys -t app Enter
wait_for "Cover Flow"
for _ in 1 2 3 4 5; do tmux -L "$server" send-keys -t app Down; done
wait_for "Songs"
tmux -L "$server" send-keys -t app Enter
wait_for "Opening Menu"  # a song of the demo library, found in ../share/ipodtui/demo
tmux -L "$server" send-keys -t app q
for _ in $(seq 100); do [ -s "$work/status" ] && break; sleep 0.1; done
[ "$(cat "$work/status" 2>/dev/null)" = 0 ] || fail "the installed binary did not exit cleanly: $(cat "$work/stderr")"
[ ! -s "$work/stderr" ] || fail "the installed binary wrote to stderr: $(cat "$work/stderr")"
[ -s "$work/out.raw" ] || fail "no click was played (the sounds were not found beside the binary)"
ok "the installed binary, without the toolchain, showed the demo library and played $(stat -c %s "$work/out.raw") bytes of clicks"

packages=$(make --no-print-directory deb | tail -2)
deb=$(echo "$packages" | tail -1)
debug_deb=$(echo "$packages" | head -1)
[ -f "$deb" ] || fail "make deb made no package"
[ -f "$debug_deb" ] && [ "$(dpkg-deb -f "$debug_deb" Package)" = ipodtui-dbgsym ] || fail "make deb made no ipodtui-dbgsym"
depends=$(dpkg-deb -f "$deb" Depends)
echo "$depends" | grep -q 'libasound2' || fail "Depends lacks libasound2: $depends"
echo "$depends" | grep -qi swift && fail "Depends names Swift: $depends"
recommends=$(dpkg-deb -f "$deb" Recommends)
echo "$recommends" | grep -q 'pipewire-alsa | libasound2-plugins' || fail "Recommends lacks the ALSA plugins: $recommends"
ok "make deb: $deb; Depends: $depends; Recommends: $recommends"
dpkg -x "$deb" "$work/deb"
dpkg -x "$debug_deb" "$work/dbgsym"
packaged="$work/deb/usr/bin/ipodtui"

# Stripped, its symbols in the debug package under its build ID, and no search path.
[[ "$(file "$packaged")" == *", stripped"* ]] || fail "the packaged binary is not stripped: $(file "$packaged")"
# has_section FILE NAME: whether the ELF file has a section of that name (readelf's complaint that a
# debug file's .interp has no contents is beside the point).
has_section() { readelf -S -W "$1" 2>/dev/null | sed -n 's/^ *\[ *[0-9]*\] \([^ ]*\).*/\1/p' | grep -xF "$2" >/dev/null; }
has_section "$packaged" .debug_info && fail "the packaged binary keeps .debug_info"
has_section "$packaged" .gnu_debuglink || fail "the packaged binary has no .gnu_debuglink"
[[ "$(readelf -d "$packaged")" != *"(RUNPATH)"* && "$(readelf -d "$packaged")" != *"(RPATH)"* ]] ||
  fail "the packaged binary has a search path: $(readelf -d "$packaged" | grep PATH)"
build_id=$(readelf -n "$packaged" | sed -n 's/^ *Build ID: *//p')
debug_file="$work/dbgsym/usr/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug"
[ -n "$build_id" ] && [ -f "$debug_file" ] || fail "ipodtui-dbgsym has no symbols for build ID '$build_id'"
has_section "$debug_file" .debug_info || fail "$debug_file has no .debug_info"
[ "$(dpkg-deb -f "$debug_deb" Depends)" = "ipodtui (= $(dpkg-deb -f "$deb" Version))" ] || fail "ipodtui-dbgsym does not depend on this ipodtui"
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
ok "stripped binary $(mib "$(stat -c %s "$packaged")") (unstripped $(mib "$(stat -c %s .build/release/ipodtui)")), no RUNPATH; symbols in ipodtui-dbgsym under build ID $build_id"

# The documents Debian asks for: a DEP-5 copyright file that covers the installed data, and the
# Debian changelog compressed without a name or a time stamp (gzip -9n).
doc="$work/deb/usr/share/doc/ipodtui"
head -1 "$doc/copyright" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
  fail "usr/share/doc/ipodtui/copyright is missing or not machine-readable"
for files in 'Files: *' 'Files: demo/*' 'Files: sounds/*' 'Files: usr/lib/swift_static/linux/libswiftCore.a'; do
  grep -qxF "$files" "$doc/copyright" || fail "the copyright file has no '$files' paragraph"
done
gzip -t "$doc/changelog.Debian.gz" || fail "no usr/share/doc/ipodtui/changelog.Debian.gz"
[ "$(od -An -tx1 -j3 -N5 "$doc/changelog.Debian.gz" | tr -d ' ')" = 0000000000 ] ||
  fail "changelog.Debian.gz keeps a name or a time stamp (not gzip -n)"
ok "usr/share/doc/ipodtui: DEP-5 copyright (program, demo, sounds, Swift runtime), changelog.Debian.gz"

# Debian's own judge: no error and no warning on either package.
command -v lintian >/dev/null || fail "lintian is missing (scripts/install-deps.sh check-install installs it)"
# Its remark that it runs as root is left out; whatever else it says on stderr is shown.
verdict=$(lintian --fail-on error,warning "$deb" "$debug_deb" 2>"$work/lintian.err") || fail "lintian: $verdict $(cat "$work/lintian.err")"
grep -v '^running with root privileges' "$work/lintian.err" >&2 || true
if echo "$verdict" | grep -qE '^[EW]: '; then fail "lintian: $verdict"; fi
ok "lintian $(lintian --version | awk '{print $2}'): no errors, no warnings${verdict:+; $(echo "$verdict" | wc -l) notes: $(echo "$verdict" | cut -d' ' -f3 | sort -u | paste -sd' ' -)}"
ok "sizes: $deb $(mib "$(stat -c %s "$deb")") (installed $(dpkg-deb -f "$deb" Installed-Size) KiB), $debug_deb $(mib "$(stat -c %s "$debug_deb")") (installed $(dpkg-deb -f "$debug_deb" Installed-Size) KiB)"

# The stripped binary still runs without the toolchain.
upstream=$(dpkg-deb -f "$deb" Version)
version=$(env -i PATH="$no_toolchain_path" "$packaged" --version)
[ "$version" = "ipodtui ${upstream%-*}" ] || fail "the packaged binary says '$version', the package is $upstream"
snapshot=$(env -i PATH="$no_toolchain_path" "$packaged" --snapshot 60x30)
echo "$snapshot" | grep -q "Music" || fail "the packaged binary's snapshot lacks the menu: $snapshot"
ok "dpkg -x: the packaged binary prints '$version' and a snapshot:"
echo "$snapshot"
