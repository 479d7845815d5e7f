#!/usr/bin/env bash
# `make check-install`: what a person without Swift gets. Installs the release build into a
# temporary DESTDIR and runs the installed binary with the toolchain's folders removed from
# PATH and LD_LIBRARY_PATH: it must find its sounds and the demo library relative to itself,
# play a click and list the demo songs. Then builds the .deb, unpacks it with dpkg -x and runs
# that binary too. Prints one line per check; exits non-zero at the first failure.
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

deb=$(make --no-print-directory deb | tail -1)
[ -f "$deb" ] || fail "make deb made no package"
depends=$(dpkg-deb -f "$deb" Depends)
echo "$depends" | grep -q 'libasound2' || fail "Depends lacks libasound2: $depends"
echo "$depends" | grep -qi swift && fail "Depends names Swift: $depends"
ok "make deb: $deb; Depends: $depends"
dpkg -x "$deb" "$work/deb"
version=$(env -i PATH="$no_toolchain_path" "$work/deb/usr/bin/ipodtui" --version)
[ "$version" = "ipodtui $(dpkg-deb -f "$deb" Version)" ] || fail "the packaged binary says '$version'"
snapshot=$(env -i PATH="$no_toolchain_path" "$work/deb/usr/bin/ipodtui" --snapshot 60x30)
echo "$snapshot" | grep -q "Music" || fail "the packaged binary's snapshot lacks the menu: $snapshot"
ok "dpkg -x: the packaged binary prints '$version' and a snapshot:"
echo "$snapshot"
