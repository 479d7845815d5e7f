#!/bin/sh
# Prints the audio engine's numbers: click latency to snd_pcm_writei, buffer and period,
# decode+mix headroom. Release build (debug Swift is ~10x slower); the app exposes the
# same report as `ipodtui bench-audio` (AudioBenchmark.run()).
set -e
cd "$(dirname "$0")/.."
CONFIG="${1:-release}"
IPODTUI_BENCH=1 swift build -c "$CONFIG" --build-tests >/dev/null
IPODTUI_BENCH=1 ".build/$CONFIG/ipodtuiPackageTests.xctest" --testing-library swift-testing \
  --filter "AudioEngineTests.BenchmarkTests" 2>&1 | grep -vE '◇|↳|✔|Test Suite|Executed'
