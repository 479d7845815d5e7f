#!/usr/bin/env bash
# Video playback at 100x40: makes a 640x360 H.264 30 fps clip with ffmpeg (testsrc2 + a
# 1 kHz sine), plays it through the real audio engine into ALSA's file device and the real
# video player into a headless core that renders and encodes every frame, and prints frames per
# second, dropped frames, render time per frame and the A/V drift (frame timestamps against the
# audio written to the device).
# Usage: scripts/bench-video.sh [--binary IPODTUI_BENCH] [--seconds 300] [--size 100x40]
set -euo pipefail
bin=.build/release/ipodtui-bench
seconds=300
size=100x40
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) bin="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --size) size="$2"; shift 2 ;;
    *) echo "bench-video: unknown argument $1" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clip="$work/clip.mp4"
echo "making a ${seconds} s 640x360 H.264 30 fps clip (testsrc2 + sine)..." >&2
ffmpeg -nostdin -v error -y -f lavfi -i testsrc2=size=640x360:rate=30 -f lavfi -i sine=frequency=1000:sample_rate=44100 \
  -t "$seconds" -c:v libx264 -preset ultrafast -pix_fmt yuv420p -c:a aac -b:a 96k "$clip"
printf 'pcm.!default { type file; slave.pcm "null"; file "%s"; format "raw" }\n' "$work/out.raw" > "$work/alsa.conf"
echo "playing it (real time: ${seconds} s)..." >&2
ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$work/alsa.conf" "$bin" video "$clip" "$work/out.raw" "$size"
