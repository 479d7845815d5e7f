#!/usr/bin/env bash
# Synthesizes the bundled demo library (demo/) with sox: short chord progressions, tagged Ogg
# Vorbis at 16 kHz mono, so a first run without music still has something pleasant to play.
# Rerunnable: it rewrites demo/ from scratch (keeping demo/README.md). Needs: sox (with Vorbis).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sox >/dev/null || { echo "make-demo-library: sox is required (apt-get install -y sox)" >&2; exit 1; }
out=demo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$out" -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} + 2>/dev/null || true

# chord SECONDS NOTES... -> one plucked chord (notes in semitones from A440) into $work/chord-N.wav
n=0
chord() {
  local seconds=$1; shift
  local voices=()
  for note in "$@"; do voices+=(pluck "%$note"); done
  n=$((n + 1))
  sox -q -n -r 16000 -c 1 "$work/chord-$n.wav" synth "$seconds" "${voices[@]}" \
    fade q 0.02 "$seconds" 0.6 gain -6
  echo "$work/chord-$n.wav"
}

# track FILE TITLE ARTIST ALBUM NUMBER GENRE YEAR -- CHORDS (each "a,b,c", 3 s long)
track() {
  local file=$1 title=$2 artist=$3 album=$4 number=$5 genre=$6 year=$7; shift 8
  local parts=()
  for spec in "$@"; do parts+=("$(chord 3 ${spec//,/ })"); done
  mkdir -p "$(dirname "$out/$file")"
  sox -q "${parts[@]}" -C 0 \
    --comment "TITLE=$title" --add-comment "ARTIST=$artist" --add-comment "ALBUM=$album" \
    --add-comment "TRACKNUMBER=$number" --add-comment "GENRE=$genre" --add-comment "DATE=$year" \
    "$out/$file" reverb 40 50 60 norm -3
}

a="Wheel Ensemble"; b="The Scroll Lights"; c="Koto Lab"
track "$a/Click Wheel Suite/01 Opening Menu.ogg" "Opening Menu" "$a" "Click Wheel Suite" 1 Ambient 2024 -- -9,-5,-2 -4,0,3 -7,-3,0 -2,2,5
track "$a/Click Wheel Suite/02 Twenty Degrees.ogg" "Twenty Degrees" "$a" "Click Wheel Suite" 2 Ambient 2024 -- -5,-1,2 -10,-6,-3 -8,-5,-1 -5,-1,2
track "$a/Click Wheel Suite/03 Center Button.ogg" "Center Button" "$a" "Click Wheel Suite" 3 Ambient 2024 -- 0,4,7 -3,0,4 -7,-3,0 -5,-1,2 0,4,7
track "$a/Click Wheel Suite/04 Hold Switch.ogg" "Hold Switch" "$a" "Click Wheel Suite" 4 Ambient 2024 -- -2,2,5 -4,0,3 -9,-5,-2 -9,-5,-2
track "$b/Menu Button/01 Shuffle Songs.ogg" "Shuffle Songs" "$b" "Menu Button" 1 Electronic 2023 -- 3,7,10 1,5,8 -2,1,5 -4,0,3
track "$b/Menu Button/02 Now Playing.ogg" "Now Playing" "$b" "Menu Button" 2 Electronic 2023 -- 5,8,12 3,7,10 0,3,7 1,5,8 3,7,10
track "$b/Menu Button/10 Cover Flow.ogg" "Cover Flow" "$b" "Menu Button" 10 Electronic 2023 -- -4,0,3 -9,-5,-2 -7,-3,0 -4,0,3
track "$c/Night Walk/01 夜の散歩.ogg" "夜の散歩" "$c" "Night Walk" 1 "World" 2022 -- -9,-4,-2 -7,-2,0 -4,1,3 -9,-4,-2
track "$c/Night Walk/02 Paper Lanterns.ogg" "Paper Lanterns" "$c" "Night Walk" 2 "World" 2022 -- -2,3,5 0,5,7 -4,1,3 -2,3,5 -9,-4,-2

printf '#EXTM3U\n#EXTINF:12,Wheel Ensemble - Opening Menu\n%s\n#EXTINF:15,The Scroll Lights - Now Playing\n%s\n#EXTINF:12,Koto Lab - 夜の散歩\n%s\n' \
  "$a/Click Wheel Suite/01 Opening Menu.ogg" "$b/Menu Button/02 Now Playing.ogg" "$c/Night Walk/01 夜の散歩.ogg" \
  > "$out/Demo Favourites.m3u8"
du -sh "$out"
