#!/usr/bin/env bash
# Installs the Debian packages ipodtui needs, only when some are missing.
# Usage: scripts/install-deps.sh [run|test|check-install|bench]   ("test" adds the tools the test
# suite drives; "check-install" adds dpkg-dev for `make deb` as well; "bench" adds what `make bench`
# compares against and profiles with: cmus (with its FFmpeg plugin, or it skips the M4A and AIFF of
# the realistic corpus), perf, valgrind; python3-mutagen tags the realistic corpus,
# whose encoders (lame, flac, vorbis-tools, opus-tools, ffmpeg) "bench" shares with "test").
set -euo pipefail
packages=(libncurses-dev libasound2-dev libavformat-dev libavcodec-dev libswresample-dev libswscale-dev libavutil-dev libtag1-dev libtagc0-dev libsqlite3-dev libjpeg-dev libpng-dev libsystemd-dev librubberband-dev libmpdclient-dev libical-dev libchafa-dev libglib2.0-dev libplist-dev libgpod-dev pkg-config)
if [ "${1:-run}" = test ] || [ "${1:-run}" = check-install ] || [ "${1:-run}" = bench ]; then
  packages+=(tmux sox alsa-utils ffmpeg lame flac vorbis-tools opus-tools pulseaudio pulseaudio-utils libasound2-plugins dbus-daemon dbus-bin playerctl systemd liblua5.3-0 libpipewire-0.3-0 libspa-0.2-modules fonts-dejavu-core xterm xvfb x11-apps imagemagick xdotool mpd mpc)
fi
if [ "${1:-run}" = check-install ]; then
  packages+=(dpkg-dev lintian)
fi
if [ "${1:-run}" = bench ]; then
  packages+=(cmus cmus-plugin-ffmpeg linux-perf valgrind python3-mutagen)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "ipodtui: installing missing Debian packages: ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then
    sudo=()
  elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "ipodtui: cannot install ${missing[*]}: not root and no sudo. Install them with apt-get, then retry." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! "${sudo[@]}" apt-get update -qq || ! "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    echo "ipodtui: apt-get could not install ${missing[*]}. Install them by hand, then retry." >&2
    exit 1
  fi
fi
# PipeWire is unpacked for the tests rather than installed (see the script).
if [ "${1:-run}" = test ]; then
  "$(dirname "$0")/fetch-pipewire.sh"
fi
