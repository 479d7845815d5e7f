#!/usr/bin/env bash
# CPU use of the real program (issue 6): idle in a menu for 10 s, playing for 30 s and paused
# for 30 s, as utime+stime from /proc/PID/stat in % of one core; then the decode headroom
# from `ipodtui-bench audio` (the benchmark tool beside the binary).
#
# ipodtui runs in a private tmux server (100x40) with ALSA's default PCM pointed at a file
# (PLATFORM.md); the engine paces itself by the clock, so playing takes real time. The track
# is a generated 40 s, 44.1 kHz stereo FLAC.
#
# --pulse: ALSA's default goes to a private PulseAudio with a null sink instead (PLATFORM.md's
# recipe: a clocked server, as on a desktop; music and clicks then have their own streams).
# --pipewire: a private PipeWire instead (its session bus, the daemon, a null sink and
# WirePlumber, from the tree scripts/fetch-pipewire.sh unpacks for the tests, as
# Tests/PulseHarness/PipeWireServer.swift starts them).
# --as-user: as a user runs it: TERM as tmux sets it (tmux-256color), the theme left to the
# terminal (auto), and the playing figure taken on the main menu (MENU pressed back out of Now
# Playing), not on Now Playing with the bench's black theme and xterm-256color.
# --profile: afterwards, 10 s more of playing under `perf record`, and its top symbols.
#
# Usage: scripts/bench-playback.sh [--binary PATH] [--play SECONDS] [--pause SECONDS] [--idle SECONDS]
#                                  [--pulse | --pipewire] [--as-user] [--profile]
set -euo pipefail
cd "$(dirname "$0")/.."

binary=.build/release/ipodtui play=30 pause=30 idle=10 pulse=0 pipewire=0 as_user=0 profile=0
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --play) play=$2; shift 2 ;;
    --pause) pause=$2; shift 2 ;;
    --idle) idle=$2; shift 2 ;;
    --pulse) pulse=1; shift ;;
    --pipewire) pipewire=1; shift ;;
    --as-user) as_user=1; shift ;;
    --profile) profile=1; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-playback: unknown option $1" >&2; exit 2 ;;
  esac
done
command -v tmux >/dev/null && command -v sox >/dev/null \
  || { echo "bench-playback: tmux and sox are needed (scripts/install-deps.sh test)" >&2; exit 1; }
[ -x "$binary" ] || swift build -c release --product ipodtui >&2
bench_binary="$(dirname "$binary")/ipodtui-bench"
# A binary copied out of .build has no benchmark tool beside it (or a folder of that name).
[ -f "$bench_binary" ] && [ -x "$bench_binary" ] || bench_binary=.build/release/ipodtui-bench
[ -x "$bench_binary" ] || swift build -c release --product ipodtui-bench >&2

source scripts/bench-tmux.sh ipodtui-bench-play

# A 40 s track: a slow chord with a little noise, so the FLAC is not trivially compressible.
mkdir -p "$work/home" "$work/music/Bench/Tones"
sox -q -n -r 44100 -c 2 -b 16 "$work/tone.wav" synth 40 sine 220 sine 330 synth 40 pinknoise mix gain -6
sox -q "$work/tone.wav" --comment "TITLE=Bench Tone" --add-comment "ARTIST=Bench" --add-comment "ALBUM=Tones" \
  --add-comment "TRACKNUMBER=1" "$work/music/Bench/Tones/01 Bench Tone.flac"
printf 'pcm.!default { type file; slave.pcm "null"; file "%s"; format "raw" }\n' "$work/out.raw" > "$work/alsa.conf"
device="ALSA file device paced in real time" pulse_env=""
if [ "$pulse" = 1 ]; then
  command -v pulseaudio >/dev/null || { echo "bench-playback: pulseaudio is needed for --pulse" >&2; exit 1; }
  mkdir -p -m 700 "$work/pulse" "$work/pulse/run" "$work/pulse/home"
  printf 'load-module module-null-sink sink_name=bench rate=44100 channels=2\nload-module module-native-protocol-unix socket=%s auth-anonymous=1\nset-default-sink bench\n' \
    "$work/pulse/native" > "$work/pulse/server.pa"
  echo "autospawn = no" > "$work/pulse/client.conf"
  HOME=$work/pulse/home XDG_RUNTIME_DIR=$work/pulse/run pulseaudio -n -F "$work/pulse/server.pa" --exit-idle-time=-1 \
    --daemonize=no --use-pid-file=no --log-target=stderr 2>"$work/pulse/log" &
  pulse_pid=$!
  trap 'kill $pulse_pid 2>/dev/null; cleanup' EXIT
  for _ in $(seq 200); do [ -S "$work/pulse/native" ] && break; sleep 0.05; done
  printf 'pcm.!default { type pulse; server "unix:%s" }\nctl.!default { type pulse; server "unix:%s" }\n' \
    "$work/pulse/native" "$work/pulse/native" > "$work/alsa.conf"
  device="private PulseAudio, null sink"
  pulse_env="PULSE_SERVER=unix:$work/pulse/native PULSE_CLIENTCONFIG=$work/pulse/client.conf"
fi

if [ "$pipewire" = 1 ]; then
  tree=${PIPEWIRE_TREE:-.cache/pipewire}
  root=$(realpath "$tree")/root libs=$(realpath "$tree")/root/usr/lib/x86_64-linux-gnu
  [ -x "$root/usr/bin/pipewire" ] || { echo "bench-playback: no PipeWire in $tree (scripts/fetch-pipewire.sh)" >&2; exit 1; }
  pw="$work/pipewire"
  mkdir -p -m 700 "$pw" "$pw/run"
  printf '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">\n<busconfig><type>session</type><listen>unix:path=%s</listen><policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>\n' \
    "$pw/bus" > "$pw/bus.conf"
  pw_env=(XDG_RUNTIME_DIR="$pw/run" LD_LIBRARY_PATH="$libs" SPA_PLUGIN_DIR="$libs/spa-0.2"
    PIPEWIRE_MODULE_DIR="$libs/pipewire-0.3" PIPEWIRE_CONFIG_DIR="$root/usr/share/pipewire"
    WIREPLUMBER_CONFIG_DIR="$root/usr/share/wireplumber" WIREPLUMBER_DATA_DIR="$root/usr/share/wireplumber"
    WIREPLUMBER_MODULE_DIR="$libs/wireplumber-0.4" HOME="$pw" XDG_CONFIG_HOME="$pw/config" XDG_STATE_HOME="$pw/state"
    DISPLAY= DBUS_SESSION_BUS_ADDRESS="unix:path=$pw/bus")
  dbus-daemon --config-file="$pw/bus.conf" --nofork 2>"$pw/bus.log" & pw_pids=($!)
  for _ in $(seq 200); do [ -S "$pw/bus" ] && break; sleep 0.05; done
  env "${pw_env[@]}" "$root/usr/bin/pipewire" 2>"$pw/pipewire.log" & pw_pids+=($!)
  trap 'kill "${pw_pids[@]}" 2>/dev/null; cleanup' EXIT
  for _ in $(seq 200); do [ -S "$pw/run/pipewire-0" ] && break; sleep 0.05; done
  env "${pw_env[@]}" "$root/usr/bin/pw-cli" create-node adapter "{ factory.name=support.null-audio-sink node.name=bench media.class=Audio/Sink object.linger=true audio.position=[FL FR] audio.rate=44100 }" >/dev/null
  env "${pw_env[@]}" "$root/usr/bin/wireplumber" 2>"$pw/wireplumber.log" & pw_pids+=($!)
  for _ in $(seq 300); do env "${pw_env[@]}" "$root/usr/bin/pw-cli" ls Client 2>/dev/null | grep -q WirePlumber && break; sleep 0.05; done
  printf 'pcm_type.pipewire { lib "%s/alsa-lib/libasound_module_pcm_pipewire.so" }\npcm.!default { type pipewire }\n' "$libs" > "$work/alsa.conf"
  device="private PipeWire, null sink"
  pulse_env="XDG_RUNTIME_DIR=$pw/run LD_LIBRARY_PATH=$libs SPA_PLUGIN_DIR=$libs/spa-0.2 PIPEWIRE_MODULE_DIR=$libs/pipewire-0.3 PIPEWIRE_CONFIG_DIR=$root/usr/share/pipewire"
fi

# The bench's own set-up: xterm-256color, the black theme, measured on Now Playing. As a user
# runs it: tmux's own TERM, the theme the terminal suggests, the main menu on screen.
term_env="TERM=xterm-256color" theme="--theme black" where="Now Playing"
[ "$as_user" = 1 ] && term_env="" theme="" where="the main menu"
t start-server \; set-option -g status off \; set-option -g default-terminal tmux-256color \; new-session -d -s bench -x 100 -y 40 \
  "exec env -u NO_COLOR -u COLORFGBG HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache XDG_STATE_HOME=$work/home/.state $pulse_env ALSA_CONFIG_PATH=/usr/share/alsa/alsa.conf:$work/alsa.conf $term_env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no $(printf %q "$(realpath "$binary")") $theme --library $(printf %q "$work/music") 2>$work/stderr"
socket=$(t display -p '#{socket_path}' 2>/dev/null || true)
pid=$(t display -p -t bench '#{pane_pid}')

now_ms() { date +%s%3N; }
# wait_for TEXT [TIMEOUT_MS]: polls the screen until it shows TEXT.
wait_for() {
  local deadline=$(( $(now_ms) + ${2:-20000} ))
  until t capture-pane -p -t bench | grep -qF -- "$1"; do
    [ "$(now_ms)" -lt "$deadline" ] || { echo "bench-playback: the screen never showed '$1'" >&2; t capture-pane -p -t bench >&2; exit 1; }
    sleep 0.05
  done
}
ticks() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$pid/stat"; }  # utime + stime
hz=$(getconf CLK_TCK)
# measure SECONDS: CPU of the program over that many seconds, in % of one core.
measure() {
  local before after start end
  before=$(ticks); start=$(now_ms)
  sleep "$1"
  after=$(ticks); end=$(now_ms)
  awk -v d=$(( after - before )) -v hz="$hz" -v ms=$(( end - start )) 'BEGIN { printf "%.2f%% of one core (%d ticks in %.1f s)", 100 * d / hz / (ms / 1000), d, ms / 1000 }'
}

wait_for "Music"
t send-keys -t bench Enter; wait_for "Cover Flow"
for _ in 1 2 3 4 5; do t send-keys -t bench Down; done
t send-keys -t bench Enter; wait_for "Bench Tone"
echo "ipodtui playback CPU (100x40, $device, $([ "$as_user" = 1 ] && echo "as a user runs it: TERM=tmux-256color, theme auto" || echo "the bench's set-up: TERM=xterm-256color, black theme"), 40 s 44.1 kHz stereo FLAC, $(nproc) cores)"
sleep 2  # the list drawn and the start-up rescan done: idle is what follows
echo "idle in a menu (Songs), ${idle} s: $(measure "$idle")"
t send-keys -t bench Enter; wait_for "1 of 1"
if [ "$as_user" = 1 ]; then
  # MENU until the main menu shows (Now Playing > Songs > Music > main menu).
  for _ in 1 2 3 4; do
    t capture-pane -p -t bench | grep -qF "Shuffle Songs" && break
    t send-keys -t bench m; sleep 0.3
  done
  wait_for "Shuffle Songs"
fi
echo "playing (on $where), ${play} s: $(measure "$play")"
if [ "$profile" = 1 ] && command -v perf >/dev/null; then
  echo "profile of 8 s more of playing (perf, top symbols by own time):"
  perf record -q -g -o "$work/perf.data" -p "$pid" -- sleep 8 >/dev/null 2>&1 || true
  perf report -i "$work/perf.data" --stdio --no-children --percent-limit 3 --sort comm,dso,symbol -g none 2>/dev/null \
    | grep -v '^#' | grep . | head -12 | sed 's/^/      /'
fi
t send-keys -t bench Space
until t capture-pane -p -t bench | sed -n 1,6p | grep -qF "❚❚"; do sleep 0.05; done
echo "paused, ${pause} s: $(measure "$pause")"
t send-keys -t bench q
[ -s "$work/stderr" ] && { echo "stderr:"; cat "$work/stderr"; }
echo "decode headroom (ipodtui-bench audio):"
"$bench_binary" audio | grep -iE "headroom|real time|decode" | sed 's/^/  /'
