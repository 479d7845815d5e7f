#!/bin/bash
# track-store-rescan.sh BIN LIBRARY HOME [N]: the rescan figures of docs/TRACK-STORE.md.
# Runs `BIN scan LIBRARY --json` once (a first scan in a new HOME), then N more times, printing
# each run's time from exec to exit in ms, then the last run's own `seconds` and counts.
BIN=$1; LIB=$2; H=$3; N=${4:-5}
export HOME=$H XDG_CONFIG_HOME=$H/config XDG_CACHE_HOME=$H/cache XDG_STATE_HOME=$H/state LANG=C.UTF-8
OUT=$(mktemp)
"$BIN" scan "$LIB" --json > /dev/null
for i in $(seq "$N"); do
  s=$(date +%s%N); "$BIN" scan "$LIB" --json > "$OUT"; e=$(date +%s%N)
  echo -n "$(( (e - s) / 1000000 )) "
done
echo
python3 -c "import json, sys; d = json.load(open(sys.argv[1])); print('own', d['seconds'], 'tracks', d['tracks'], 'albums', d['albums'], 'artists', d['artists'], 'unchanged', d['unchanged'])" "$OUT"
rm -f "$OUT"
