#!/bin/sh
# Prints the audio engine's numbers: click latency to snd_pcm_writei, buffer and period,
# decode+mix headroom. Release build by default (debug Swift is ~10x slower); pass
# "debug" to measure a debug build. The app exposes the same report as
# `ipodtui bench-audio` (AudioBenchmark.run()).
set -e
cd "$(dirname "$0")/.."
CONFIG="${1:-release}"
LOG="${TMPDIR:-/tmp}/ipodtui-bench-build.log"
# -enable-testing: the test bundle also holds @testable unit tests.
if ! swift build -c "$CONFIG" --build-tests -Xswiftc -enable-testing >"$LOG" 2>&1; then
  cat "$LOG"
  exit 1
fi
IPODTUI_BENCH=1 ".build/$CONFIG/ipodtuiPackageTests.xctest" --testing-library swift-testing \
  --filter "AudioEngineTests.BenchmarkTests" 2>&1 | grep -vE '◇|↳|✔|Test Suite|Executed'
