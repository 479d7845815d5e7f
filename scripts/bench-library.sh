#!/usr/bin/env bash
# bench-library.sh: measures the library against its goals (release build):
#   first scan of 5,000 tracks and a rescan with nothing changed (goal: rescan >= 20x faster),
#   DB load of 10,000 tracks and resident memory after it (fresh process),
#   LibraryIndex build for 100,000 tracks and row access cost for 100 vs 100,000 songs,
#   and cmus as a reference where it can be installed and driven.
# Runs `ipodtui-bench library` from the release build (BENCH_BIN overrides the command).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${BENCH_DIR:-/tmp/ipodtui-bench}
mkdir -p "$work"

bench() {
  if [ -z "${BENCH_BIN:-}" ]; then
    (cd "$repo" && swift build -c release --product ipodtui-bench >&2)
    BENCH_BIN="$repo/.build/release/ipodtui-bench library"
  fi
  $BENCH_BIN "$@"
}

[ -d "$work/corpus5k" ] || "$repo/scripts/make-corpus.sh" 5000 "$work/corpus5k" >&2
[ -d "$work/corpus10k" ] || "$repo/scripts/make-corpus.sh" 10000 "$work/corpus10k" >&2
sync
echo "== scan: 5,000 FLAC files ($(nproc) cores, warm page cache) =="
bench scan "$work/corpus5k" "$work/bench5k.sqlite"
# A first scan normally meets a cold page cache; dropping it needs root (BENCH_COLD=0 skips).
if [ "${BENCH_COLD:-1}" = 1 ] && [ -w /proc/sys/vm/drop_caches ]; then
  echo "== scan: the same, cold page cache (first scan after boot) =="
  sync && echo 3 > /proc/sys/vm/drop_caches
  bench scan "$work/corpus5k" "$work/bench5k.sqlite"
fi
echo "== load: 10,000 tracks, fresh process =="
bench scan "$work/corpus10k" "$work/bench10k.sqlite" >/dev/null
bench load "$work/bench10k.sqlite"
echo "== index: 100,000 tracks =="
bench index 100000

# cmus in a private tmux server with its own config dir: time from `add -l` until its library
# holds every file (polled with `save -l`), then its resident memory.
bench_cmus() {
  local corpus=$1 expected=$2 dir="$work/cmus" sock="$work/cmus/socket" server="ipodtui-bench-cmus"
  rm -rf "$dir" && mkdir -p "$dir"
  tmux -L "$server" -f /dev/null new-session -d -s cmus -x 120 -y 40 \
    "CMUS_HOME='$dir' TERM=xterm-256color exec cmus --listen '$sock'"
  for _ in $(seq 100); do [ -S "$sock" ] && break; sleep 0.05; done
  sleep 0.3  # cmus stops at "Press <enter>" when MPRIS (D-Bus) is missing, as on CI
  tmux -L "$server" send-keys -t cmus Enter
  local pid; pid=$(tmux -L "$server" display -p -t cmus '#{pane_pid}')
  local start end count=0
  start=$(date +%s.%N)
  cmus-remote --server "$sock" -C "add -l $corpus"
  for _ in $(seq 1200); do
    cmus-remote --server "$sock" -C "save -l $dir/lib.pl" >/dev/null 2>&1 || true
    count=$( (wc -l < "$dir/lib.pl") 2>/dev/null || echo 0)
    [ "$count" -ge "$expected" ] && break
    sleep 0.02
  done
  end=$(date +%s.%N)
  local rss; rss=$(awk '/VmRSS/ {print int($2/1024)}' "/proc/$pid/status")
  cmus-remote --server "$sock" -C quit 2>/dev/null || true
  tmux -L "$server" kill-server 2>/dev/null || true
  awk -v s="$start" -v e="$end" -v n="$count" -v r="$rss" 'BEGIN {
    printf "cmus add -l (warm cache): %d tracks in %.3f s (%d files/s, polled every 20 ms), RSS %d MB\n", n, e - s, n / (e - s), r }'
}

echo "== cmus reference =="
if command -v cmus >/dev/null && command -v tmux >/dev/null && [ "${BENCH_CMUS:-1}" = 1 ]; then
  bench_cmus "$work/corpus5k" 5000 || echo "cmus measurement failed"
else
  echo "cmus not installed (apt-get install -y cmus): not re-measured. Reference from the issue: cmus adds ~12,000 files/s, ~38 MB RSS for 5,000 tracks."
fi
