#!/usr/bin/env python3
"""bench-mpd-million.py [--songs N] [--binary PATH]

Issue 24's bound for an MPD library of a million songs: a fake MPD server (the protocol's few
commands ipodtui sends, answered at full speed; songs with tags as a real library has them:
artist, album artist, album, title, track, disc, date, genre, duration, a path of a few folders)
on a private Unix socket, and the real binary in a private tmux server (120x40) pointed at it
with --mpd. Prints the resident memory once the whole database is loaded (steady: 3 s after the
title bar's progress is gone, Music > Songs open) and the peak, and how long the load took.
"""
import argparse, os, re, shutil, socket, subprocess, sys, tempfile, threading, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def song(n):
    artist = f"Artist {n // 1000} Ünïcödé"
    album = f"Album {n // 12} of {artist}"
    return (f"file: Music/{artist}/{album}/{n % 12 + 1:02d} Song {n}.flac\n"
            f"Last-Modified: 2024-01-01T00:00:00Z\nduration: {180 + n % 120}.000\n"
            f"Artist: {artist}\nAlbumArtist: {artist}\nAlbum: {album}\nTitle: Song {n} — a title\n"
            f"Track: {n % 12 + 1}\nDisc: 1\nDate: {1970 + n % 50}\nGenre: Genre {n // 12 % 40}\n")


def serve(conn, total):
    f = conn.makefile("rb")
    def send(text):
        conn.sendall(text.encode())
    send("OK MPD 0.23.5\n")
    for raw in f:
        line = raw.decode(errors="replace").strip()
        word = line.split(" ")[0] if line else ""
        if word == "stats":
            send(f"songs: {total}\ndb_update: 1\nOK\n")
        elif word == "find":
            m = re.search(r"window (\d+):(\d+)", line)
            lo, hi = (int(m.group(1)), int(m.group(2))) if m else (0, total)
            hi = min(hi, total)
            send("".join(song(n) for n in range(lo, hi)) + "OK\n")
        elif word == "status":
            send("volume: 50\nrepeat: 0\nrandom: 0\nsingle: 0\nconsume: 0\nplaylist: 1\nplaylistlength: 0\nstate: stop\nOK\n")
        elif word == "idle":
            pass  # waits for noidle
        elif word == "noidle":
            send("OK\n")
        elif word in ("albumart", "readpicture"):
            send(f"ACK [50@0] {{{word}}} No file exists\n")
        elif word == "command_list_ok_begin":
            # answer each command of the list with list_OK, then OK
            for raw2 in f:
                l2 = raw2.decode(errors="replace").strip()
                if l2 == "command_list_end":
                    break
            send("OK\n")
        else:
            send("OK\n")


def rss_kb(pid, field="VmRSS"):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--songs", type=int, default=1_000_000)
    ap.add_argument("--binary", default=os.path.join(REPO, ".build/release/ipodtui"))
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="ipodtui-mpd-million-")
    path = os.path.join(work, "mpd.sock")
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(path)
    listener.listen(8)
    def accept():
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=serve, args=(conn, args.songs), daemon=True).start()
    threading.Thread(target=accept, daemon=True).start()
    home = os.path.join(work, "home")
    os.makedirs(home)
    tmux = ["tmux", "-L", "ipodtui-mpd-million", "-f", "/dev/null"]
    env = (f"env -u NO_COLOR HOME={home} XDG_CONFIG_HOME={home}/c XDG_CACHE_HOME={home}/ca XDG_STATE_HOME={home}/s "
           f"XDG_DATA_HOME={home}/d LANG=C.UTF-8 TERM=xterm-256color")
    subprocess.run(tmux + ["new-session", "-d", "-s", "m", "-x", "120", "-y", "40",
                           f"{env} {args.binary} --no-sound --mpd {path}; sleep 600"], check=True)
    screen = lambda: subprocess.run(tmux + ["capture-pane", "-p", "-t", "m"], capture_output=True, text=True).stdout
    try:
        t0 = time.monotonic()
        pid = None
        while pid is None and time.monotonic() - t0 < 10:
            out = subprocess.run(["pgrep", "-x", "ipodtui"], capture_output=True, text=True).stdout.split()
            mine = [int(p) for p in out if path in open(f"/proc/{p}/cmdline").read().replace("\0", " ")]
            pid = mine[0] if mine else None
            time.sleep(0.05)
        if pid is None:
            sys.exit("ipodtui did not start")
        # Loaded when the title bar's percentage is gone and Songs counts them all.
        peak = 0
        while time.monotonic() - t0 < 600:
            peak = max(peak, rss_kb(pid))
            s = screen()
            if not re.search(r"\d+%", s) and time.monotonic() - t0 > 2:
                break
            time.sleep(0.2)
        loaded = time.monotonic() - t0
        subprocess.run(tmux + ["send-keys", "-t", "m", "Enter"])
        time.sleep(0.5)
        for _ in range(5):
            subprocess.run(tmux + ["send-keys", "-t", "m", "Down"])
        subprocess.run(tmux + ["send-keys", "-t", "m", "Enter"])
        time.sleep(3)
        steady = rss_kb(pid)
        peak = max(peak, rss_kb(pid, "VmHWM"))
        print(screen())
        print(f"{args.songs} songs through a fake MPD: loaded in {loaded:.1f} s; "
              f"RSS steady {steady / 1024:.1f} MB, peak {peak / 1024:.1f} MB")
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        listener.close()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
