#!/usr/bin/env bash
# Unpacks Debian's PipeWire, WirePlumber and PipeWire's ALSA plugin into DIR (default
# .cache/pipewire) for the tests, without installing them: Debian 12's pipewire-alsa conflicts
# with pulseaudio (which the tests also use) and would reroute every program's ALSA default.
# The tests run the daemons from DIR with LD_LIBRARY_PATH and PipeWire's module/config variables.
# Usage: scripts/fetch-pipewire.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-.cache/pipewire}
packages=(pipewire pipewire-bin libpipewire-0.3-0 libpipewire-0.3-modules libspa-0.2-modules pipewire-alsa
  wireplumber libwireplumber-0.4-0)
[ -x "$dir/root/usr/bin/pipewire" ] && [ -x "$dir/root/usr/bin/wireplumber" ] && exit 0
echo "ipodtui: unpacking PipeWire for the tests into $dir" >&2
rm -rf "$dir" && mkdir -p "$dir/debs"
(cd "$dir/debs" && apt-get download -qq "${packages[@]}" 2>/dev/null) \
  || { apt-get update -qq && (cd "$dir/debs" && apt-get download -qq "${packages[@]}"); }
for deb in "$dir"/debs/*.deb; do dpkg -x "$deb" "$dir/root"; done
rm -rf "$dir/debs"
