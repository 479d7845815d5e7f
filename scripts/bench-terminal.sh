#!/usr/bin/env bash
# Bytes written to the terminal per wheel step, measured on what ipodtui really writes.
#
# Runs the program in a private tmux server, records its output with `pipe-pane`, turns the
# wheel one step at a time (a Down key, or a scroll-wheel notch with --scroll), waits after
# each step until the output has settled, and prints the median and mean bytes per step.
#
# Usage: scripts/bench-terminal.sh [--binary PATH]
#          both standard figures: the main menu (bouncing) and a 1,000-row song list
#        scripts/bench-terminal.sh [--steps N] [--size WxH] [--scroll | --key NAME] [--bounce]
#                                  [--setup "KEY KEY ..."] [--wait-for TEXT]
#                                  [--binary PATH] [-- PROGRAM ARGS...]
#   --key      the tmux key name for one step (default Down)
#   --bounce   alternate the direction every step (Down/Up, or wheel down/up), so a short
#              list such as the main menu never reaches its end
#   --setup    tmux key names sent before measuring (e.g. "Enter Enter" to open a long list)
#   --wait-for text the screen must show before measuring (e.g. a song of a library still loading)
#   --home     run with HOME and XDG_{CONFIG,CACHE,STATE}_HOME under DIR (DIR/config, DIR/cache,
#              DIR/state): a library cache made beforehand, so the list measured is not still loading
#   after --   extra arguments for ipodtui (e.g. --library DIR)
set -euo pipefail
cd "$(dirname "$0")/.."

# No measurement options: the two figures issue 3 asks for, at 100x40.
if [ $# -eq 0 ] || { [ $# -eq 2 ] && [ "$1" = --binary ]; }; then
  corpus=${BENCH_DIR:-/tmp/ipodtui-bench}/corpus1k
  [ -d "$corpus" ] || scripts/make-corpus.sh 1000 "$corpus" >&2
  "$0" "$@" --bounce --steps 50
  # Music > Songs (the sixth row of Music), then 50 steps down a list of 1,000 songs.
  "$0" "$@" --steps 50 --setup "Enter Down Down Down Down Down Enter" --wait-for "Song 000000" -- --library "$corpus"
  exit 0
fi

steps=50 size=100x40 scroll=0 key=Down bounce=0 setup="" wait_for="" binary=.build/debug/ipodtui home=""
while [ $# -gt 0 ]; do
  case "$1" in
    --steps) steps=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --scroll) scroll=1; shift ;;
    --key) key=$2; shift 2 ;;
    --bounce) bounce=1; shift ;;
    --setup) setup=$2; shift 2 ;;
    --wait-for) wait_for=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --home) home=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-terminal: unknown option $1" >&2; exit 2 ;;
  esac
done
width=${size%x*} height=${size#*x}
command -v tmux >/dev/null || { echo "bench-terminal: tmux is needed (scripts/install-deps.sh test)" >&2; exit 1; }
[ -x "$binary" ] || swift build --product ipodtui >&2

source scripts/bench-tmux.sh ipodtui-bench
out="$work/out.bin"

mkdir -p "$work/home"
dirs="HOME=$work/home XDG_CONFIG_HOME=$work/home XDG_CACHE_HOME=$work/home XDG_STATE_HOME=$work/home"
[ -n "$home" ] && dirs="HOME=$(printf %q "$home") XDG_CONFIG_HOME=$(printf %q "$home/config") XDG_CACHE_HOME=$(printf %q "$home/cache") XDG_STATE_HOME=$(printf %q "$home/state")"
args=""; [ $# -gt 0 ] && args=$(printf ' %q' "$@")
t start-server \; set-option -g status off \; new-session -d -s bench -x "$width" -y "$height" \
  "env -u NO_COLOR -u COLORFGBG $dirs TERM=xterm-256color COLORTERM=truecolor LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no $(printf %q "$(realpath "$binary")") --no-sound --theme black$args; sleep 600"

now_ms() { date +%s%3N; }
filesize() { stat -c %s "$out" 2>/dev/null || echo 0; }
# Waits until the recorded output stops growing: 60 ms without change after a change,
# or `idle_ms` without any change at all (a step that drew nothing).
settle() {
  local start last_size last_change size idle_ms=${1:-300}
  start=$(now_ms); last_size=$(filesize); last_change=0
  while :; do
    sleep 0.01
    size=$(filesize)
    if [ "$size" != "$last_size" ]; then last_size=$size; last_change=$(now_ms); fi
    if [ "$last_change" -gt 0 ] && [ $(( $(now_ms) - last_change )) -ge 60 ]; then return; fi
    if [ "$last_change" -eq 0 ] && [ $(( $(now_ms) - start )) -ge "$idle_ms" ]; then return; fi
  done
}

socket=$(t display -p '#{socket_path}' 2>/dev/null || true)
deadline=$(( $(now_ms) + 10000 ))
until [ "$(t display -p -t bench '#{alternate_on}#{mouse_sgr_flag}' 2>/dev/null)" = 11 ]; do
  [ "$(now_ms)" -lt "$deadline" ] || { echo "bench-terminal: the program did not start" >&2; t capture-pane -p -t bench >&2; exit 1; }
  sleep 0.02
done
for setup_key in $setup; do t send-keys -t bench "$setup_key"; done
if [ -n "$wait_for" ]; then
  deadline=$(( $(now_ms) + 60000 ))
  until t capture-pane -p -t bench | grep -qF -- "$wait_for"; do
    [ "$(now_ms)" -lt "$deadline" ] || { echo "bench-terminal: the screen never showed '$wait_for'" >&2; t capture-pane -p -t bench >&2; exit 1; }
    sleep 0.05
  done
fi
t pipe-pane -o -t bench "cat >> $(printf %q "$out")"
settle 500

col=$(( width / 2 )) row=$(( height * 3 / 4 ))
: > "$work/deltas"
for i in $(seq "$steps"); do
  before=$(filesize)
  reverse=$(( bounce == 1 && i % 2 == 0 ))
  if [ "$scroll" = 1 ]; then
    t send-keys -t bench -l $'\e[<'"$(( reverse ? 64 : 65 ));$col;$row"'M'
  elif [ "$reverse" = 1 ]; then
    t send-keys -t bench Up
  else
    t send-keys -t bench "$key"
  fi
  settle 300
  echo $(( $(filesize) - before )) >> "$work/deltas"
done

where="main menu"; [ -n "$setup" ] && where="after: $setup"
[ -n "$wait_for" ] && where="list showing $wait_for"
sort -n "$work/deltas" | awk -v where="$where" -v steps="$steps" -v size="$size" -v how="$([ "$scroll" = 1 ] && echo 'scroll notch' || echo "$key key")$([ "$bounce" = 1 ] && echo ', bouncing')" '
  { v[NR] = $1; sum += $1 }
  END {
    median = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "bytes per wheel step (%s, %s, %s, %d steps): median %d, mean %.1f, min %d, max %d\n", where, how, size, steps, median, sum / NR, v[1], v[NR]
  }'
