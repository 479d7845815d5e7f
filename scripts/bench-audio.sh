#!/bin/sh
# Prints the audio engine's numbers: click latency to snd_pcm_writei, buffer and period,
# decode+mix headroom, decode speed per format (`ipodtui-bench audio`, AudioBenchmark).
# Release build by default (debug Swift is ~10x slower); pass "debug" to measure a debug
# build. Without a sound card the benchmark plays into ALSA's file device.
set -e
cd "$(dirname "$0")/.."
CONFIG="${1:-release}"
LOG="${TMPDIR:-/tmp}/ipodtui-bench-build.log"
if ! swift build -c "$CONFIG" --product ipodtui-bench >"$LOG" 2>&1; then
  cat "$LOG"
  exit 1
fi
".build/$CONFIG/ipodtui-bench" audio
