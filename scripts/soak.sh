#!/usr/bin/env bash
# Soak: the real program plays music (repeat all) while the wheel spins a list without pause,
# for MINUTES; every 30 s it prints resident memory (VmRSS) and CPU, then the growth between
# the second sample and the last. Flat memory means nothing accumulates per event or per song.
#
# ipodtui runs in a private tmux server (100x40), sound into ALSA's file device (paced by the
# clock, so playing takes real time). Library: three generated 20 s FLAC songs and 300 short
# ones, so the Songs list is long enough to spin through.
#
# Usage: scripts/soak.sh [--binary PATH] [--minutes N]     (make soak: 10 minutes, release build)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=.build/release/ipodtui minutes=10
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --minutes) minutes=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "soak: unknown option $1" >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || swift build -c release --product ipodtui >&2
source scripts/bench-tmux.sh ipodtui-soak

mkdir -p "$work/home/.config/ipodtui" "$work/music/Soak/Songs"
for i in 1 2 3; do
  sox -q -n -r 44100 -c 2 -b 16 "$work/tone.wav" synth 20 sine $((200 * i)) sine $((300 * i)) gain -9
  sox -q "$work/tone.wav" --comment "TITLE=Soak $i" --add-comment "ARTIST=Soak" --add-comment "ALBUM=Soak" \
    --add-comment "TRACKNUMBER=$i" "$work/music/Soak/Songs/0$i Soak $i.flac"
done
scripts/make-corpus.sh 300 "$work/music/Corpus" >/dev/null 2>&1 || true
printf '# ipodtui settings\nversion = 1\nrepeat = All\nvolume = 5\nend\n' > "$work/home/.config/ipodtui/settings.conf"
printf 'pcm.!default { type file; slave.pcm "null"; file "/dev/null"; format "raw" }\n' > "$work/alsa.conf"

t start-server \; set-option -g status off \; new-session -d -s soak -x 100 -y 40 \
  "exec env -u NO_COLOR -u COLORFGBG HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache XDG_STATE_HOME=$work/home/.state XDG_DATA_HOME=$work/home/.data ALSA_CONFIG_PATH=/usr/share/alsa/alsa.conf:$work/alsa.conf TERM=xterm-256color LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no $(printf %q "$(realpath "$binary")") --theme black --library $(printf %q "$work/music") 2>$work/stderr"
socket=$(t display -p '#{socket_path}' 2>/dev/null || true)
pid=$(t display -p -t soak '#{pane_pid}')

now_ms() { date +%s%3N; }
wait_for() {
  local deadline=$(( $(now_ms) + ${2:-30000} ))
  until t capture-pane -p -t soak | grep -qF -- "$1"; do
    [ "$(now_ms)" -lt "$deadline" ] || { echo "soak: the screen never showed '$1'" >&2; t capture-pane -p -t soak >&2; exit 1; }
    sleep 0.05
  done
}
rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$pid/status"; }
ticks() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)

wait_for "Music"
# Play: Music > Songs > the first song (repeat all keeps it going), then back to Songs.
t send-keys -t soak Enter; wait_for "Cover Flow"
for _ in 1 2 3 4 5; do t send-keys -t soak Down; done
wait_for "Songs"; t send-keys -t soak Enter; sleep 1
t send-keys -t soak Enter; wait_for "Now Playing"
t send-keys -t soak Escape; sleep 0.5

echo "soak: ${minutes} min of playback with the wheel spinning (a notch every 50 ms), pid $pid"
printf '%8s %10s %8s %8s\n' "minute" "RSS (KB)" "CPU %" "playing"
end=$(( $(now_ms) + minutes * 60000 ))
samples=()
next_sample=$(now_ms); last_ticks=$(ticks); last_ms=$(now_ms); direction=65; notches=0; start=$(now_ms)
while [ "$(now_ms)" -lt "$end" ]; do
  # A burst of 20 notches one way, then the other (SGR wheel reports at the list).
  for _ in $(seq 20); do t send-keys -t soak -l $'\e[<'"$direction"';50;12M'; notches=$((notches + 1)); sleep 0.05; done
  direction=$(( direction == 65 ? 64 : 65 ))
  if [ "$(now_ms)" -ge "$next_sample" ]; then
    kill -0 "$pid" 2>/dev/null || { echo "soak: the program ended" >&2; cat "$work/stderr" >&2; exit 1; }
    now=$(now_ms); tk=$(ticks); rss=$(rss_kb)
    cpu=$(awk -v d=$(( tk - last_ticks )) -v hz="$hz" -v ms=$(( now - last_ms )) 'BEGIN { printf "%.1f", 100 * d / hz / (ms / 1000) }')
    playing=no; t capture-pane -p -t soak | head -5 | grep -qF "▶" && playing=yes
    printf '%8.1f %10d %8s %8s\n' "$(awk -v ms=$(( now - start )) 'BEGIN { print ms / 60000 }')" "$rss" "$cpu" "$playing"
    samples+=("$rss"); last_ticks=$tk; last_ms=$now; next_sample=$(( now + 30000 ))
  fi
done
first=${samples[1]:-${samples[0]}}; last=${samples[-1]}
echo "notches sent: $notches; RSS from the second sample to the last: ${first} KB -> ${last} KB ($(( last - first )) KB)"
