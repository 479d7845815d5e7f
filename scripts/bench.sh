#!/usr/bin/env bash
# Every benchmark, in turn, on the release build (what `make bench` runs):
#   compare  (issues 17 and 28: ipodtui vs cmus on the realistic 10k and 100k corpora and the tiny
#            10k one, every goal met/missed; BENCH_SIZES=10000 for 10k only)
#                                                  scripts/bench-compare.py
#   library  (scan, rescan, DB load, index)       scripts/bench-library.sh
#   audio    (click latency, buffer, headroom)     ipodtui-bench audio
#   terminal (bytes per wheel step, 100x40)        scripts/bench-terminal.sh
#   playback (CPU idle, playing, paused)           scripts/bench-playback.sh
#   startup  (first screen, memory, 10,000 tracks) scripts/bench-startup.py
#   render   (core update + render per wheel step) ipodtui-bench render
#   dsp      (EQ table, Sound Check gains, speed)  ipodtui-bench dsp
#   coverflow (frame time of a slide, 300 albums)  ipodtui-bench coverflow
#   userdata (ratings, plays, playlists at 100,000 songs) ipodtui-bench userdata
#   photos   (grid step, dissolve frame, 2,000 photos) ipodtui-bench photos
#   server   (clicks on a private PulseAudio and PipeWire: latency steady and after a rest, CPU; debug build)
#   mpd      (--mpd with 10,000 songs: first screen, usable Songs, bytes with MPD) scripts/bench-mpd.py
#   video    (a 5-minute 640x360 clip at 100x40: fps, drops, render time, A/V drift) scripts/bench-video.sh
# Usage: scripts/bench.sh [compare|library|audio|terminal|playback|startup|render|userdata|dsp|coverflow|photos|server|mpd|video ...]
#   (default: all but terminal, playback and startup, which compare covers)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/ipodtui
bench=.build/release/ipodtui-bench

# The binary users install (`make release`): the Swift runtime linked in. The benchmarks are
# a tool of their own (Sources/Benchmarks), built the same way and never installed.
echo "building the release binaries..." >&2
swift build -c release --product ipodtui --static-swift-stdlib >&2
swift build -c release --product ipodtui-bench --static-swift-stdlib >&2

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(compare library audio render userdata dsp coverflow photos server mpd video)
status=0
for part in "${parts[@]}"; do
  echo
  echo "######## $part ########"
  case "$part" in
    compare) python3 scripts/bench-compare.py "$bin" || status=1 ;;
    library) BENCH_BIN="$bench library" scripts/bench-library.sh || status=1 ;;
    audio) "$bench" audio || status=1 ;;
    terminal) scripts/bench-terminal.sh --binary "$bin" || status=1 ;;
    playback) scripts/bench-playback.sh --binary "$bin" || status=1 ;;
    startup) python3 scripts/bench-startup.py "$bin" 10000 || status=1 ;;
    render) "$bench" render || status=1 ;;
    userdata) "$bench" userdata || status=1 ;;
    dsp|eq) "$bench" dsp || status=1 ;;
    coverflow) "$bench" coverflow || status=1 ;;
    photos) "$bench" photos || status=1 ;;
    video) scripts/bench-video.sh --binary "$bench" || status=1 ;;
    server) IPODTUI_BENCH=1 SWIFT_BACKTRACE=interactive=no swift test --filter 'ServerBenchmark|ClickLatencyBenchmark' 2>&1 \
      | grep -vE '^(◇|✔|↳|\[|Test Suite|	 Executed|Building|Compiling|Build)' || status=1 ;;
    mpd) python3 scripts/bench-mpd.py "$bin" 10000 || status=1 ;;
    *) echo "bench: unknown part $part (compare, library, audio, terminal, playback, startup, render, userdata, dsp, coverflow, photos, server, mpd, video)" >&2; exit 2 ;;
  esac
done
exit $status
