#!/usr/bin/env bash
# make-corpus.sh N DIR [words]: writes N short tagged FLAC files under DIR/Artist NNN/Album NNN/
# for benchmarks (10 tracks an album, 5 albums an artist). sox makes one tiny template; Python then
# writes each copy with its own Vorbis comment block, so 100,000 files take seconds, not hours.
# Titles are "Song 000042"; with `words`, three words drawn (reproducibly) from a small
# vocabulary instead, so that neighbouring rows of a sorted list differ as real titles do.
set -euo pipefail
if [ $# -lt 2 ] || [ $# -gt 3 ]; then echo "usage: $0 N DIR [words]" >&2; exit 2; fi
count=$1 dir=$2 titles=${3:-numbers}
command -v sox >/dev/null || { echo "make-corpus: sox is required" >&2; exit 1; }
mkdir -p "$dir"
template=$(mktemp --suffix=.flac)
trap 'rm -f "$template"' EXIT
sox -q -n -r 8000 -c 1 -b 16 "$template" synth 0.05 sine 440
python3 - "$count" "$dir" "$template" "$titles" <<'PY'
import os, struct, sys
count, root, template, titles = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
vocabulary = ('amber blue broken candle cold dancing distant dream echo electric empty falling fire '
              'glass golden heart highway hollow lights midnight morning neon ocean paper quiet rain '
              'river shadow silver sleep small song stars summer sweet tide velvet waiting wild winter').split()
import random
draw = random.Random(17)  # the same titles on every machine and every run
def word():
    return draw.choice(vocabulary)
data = open(template, 'rb').read()
assert data[:4] == b'fLaC'
pos, blocks = 4, []
while True:  # metadata blocks: 1 bit "last", 7 bits type, 24 bits length
    header = data[pos]; length = int.from_bytes(data[pos+1:pos+4], 'big')
    kind = header & 0x7F
    if kind not in (1, 4):  # drop padding and old comments
        blocks.append((kind, data[pos+4:pos+4+length]))
    pos += 4 + length
    if header & 0x80: break
frames = data[pos:]

def comment_block(fields):
    vendor = b'ipodtui make-corpus'
    out = struct.pack('<I', len(vendor)) + vendor + struct.pack('<I', len(fields))
    for key, value in fields:
        entry = f'{key}={value}'.encode()
        out += struct.pack('<I', len(entry)) + entry
    return out

genres = ['Rock', 'Jazz', 'Electronic', 'Classical', 'Pop', 'Ambient', 'Folk']
for i in range(count):
    artist, album, track = i // 50, (i // 10) % 5, i % 10 + 1
    folder = os.path.join(root, f'Artist {artist:04d}', f'Album {artist:04d}-{album}')
    if track == 1 or i == 0: os.makedirs(folder, exist_ok=True)
    title = f'Song {i:06d}' if titles != 'words' else f'{word().title()} {word()} {word()}'
    fields = [('TITLE', title), ('ARTIST', f'Artist {artist:04d}'),
              ('ALBUM', f'Album {artist:04d}-{album}'), ('TRACKNUMBER', str(track)),
              ('GENRE', genres[artist % len(genres)]), ('DATE', str(1970 + artist % 50))]
    all_blocks = blocks + [(4, comment_block(fields))]
    out = bytearray(b'fLaC')
    for n, (kind, body) in enumerate(all_blocks):
        last = 0x80 if n == len(all_blocks) - 1 else 0
        out += bytes([last | kind]) + len(body).to_bytes(3, 'big') + body
    with open(os.path.join(folder, f'{track:02d} Song {i:06d}.flac'), 'wb') as f:
        f.write(out + frames)
PY
echo "make-corpus: $count files in $dir ($(du -sh "$dir" | cut -f1))"
