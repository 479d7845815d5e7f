#!/usr/bin/env python3
"""`ipodtui --mpd` with a big MPD database (issue 16).

Usage: bench-mpd.py BIN [SONGS]   (default 10,000 songs)
Makes SONGS tiny tagged MP3s (one 1 s tone encoded by lame, copied with a different ID3v2.4 tag
each), starts a private mpd on them (temporary folder, Unix socket, null output), and puts a
byte-counting proxy between ipodtui and the server. Then, three times, starts the program in a
private tmux server (100x40; the screen read with capture-pane, polled every few ms) and prints: the time to the first drawn screen, the time until Music > Songs
shows songs, the time until the whole list is usable (End reaches the last song), the bytes
exchanged with MPD until then, and the bytes exchanged during one scroll through Songs, top to
bottom a page at a time.
"""
import os, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

binary = sys.argv[1]
songs = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
work = tempfile.mkdtemp(prefix="ipodtui-bench-mpd-")
music = os.path.join(work, "music")
os.makedirs(music)

def synchsafe(n):
    return bytes([(n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F])

def id3(frames):
    body = b"".join(fid.encode() + synchsafe(len(b"\x03" + t.encode())) + b"\x00\x00" + b"\x03" + t.encode() for fid, t in frames)
    return b"ID3\x04\x00\x00" + synchsafe(len(body)) + body

started = time.monotonic()
subprocess.run(["sox", "-n", "-r", "44100", "-c", "2", "-b", "16", f"{work}/t.wav", "synth", "1", "sine", "440"], check=True)
subprocess.run(["lame", "--quiet", "-b", "32", f"{work}/t.wav", f"{work}/t.mp3"], check=True)
audio = open(f"{work}/t.mp3", "rb").read()
for i in range(songs):
    folder = f"{music}/Artist {i // 100:04d}/Album {i // 10:05d}"
    os.makedirs(folder, exist_ok=True)
    tag = id3([("TIT2", f"Song {i:05d}"), ("TPE1", f"Artist {i // 100:04d}"), ("TALB", f"Album {i // 10:05d}"),
               ("TRCK", str(i % 10 + 1)), ("TCON", f"Genre {i % 17}")])
    with open(f"{folder}/{i % 10 + 1:02d} Song {i:05d}.mp3", "wb") as f:
        f.write(tag + audio)
made = time.monotonic() - started

server_socket = os.path.join(work, "mpd.socket")
with open(os.path.join(work, "mpd.conf"), "w") as f:
    f.write(f'music_directory "{music}"\ndb_file "{work}/db"\nstate_file "{work}/state"\n'
            f'bind_to_address "{server_socket}"\nzeroconf_enabled "no"\n'
            'audio_output {\n type "null"\n name "silence"\n}\n')
mpd = subprocess.Popen(["mpd", "--no-daemon", os.path.join(work, "mpd.conf")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def indexed_songs():
    try:
        out = subprocess.run(["mpc", "-h", server_socket, "stats"], capture_output=True, text=True, timeout=10).stdout
    except subprocess.TimeoutExpired:
        return -1
    for line in out.splitlines():
        if line.startswith("Songs:"):
            return int(line.split()[1])
    return -1

deadline = time.monotonic() + 300
while indexed_songs() != songs:
    if time.monotonic() > deadline:
        sys.exit("mpd did not index the songs")
    time.sleep(0.2)
indexed = time.monotonic() - started - made
print(f"{songs} songs made in {made:.1f} s, indexed by mpd in {indexed:.1f} s")

# The proxy: every byte between ipodtui and mpd, both ways, counted.
proxy_socket = os.path.join(work, "proxy.socket")
counted = [0]
lock = threading.Lock()

def pump(src, dst):
    while True:
        try:
            data = src.recv(65536)
        except OSError:
            data = b""
        if not data:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            return
        with lock:
            counted[0] += len(data)
        try:
            dst.sendall(data)
        except OSError:
            return

def serve():
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(proxy_socket)
    listener.listen(16)
    while True:
        client, _ = listener.accept()
        upstream = socket.socket(socket.AF_UNIX)
        upstream.connect(server_socket)
        threading.Thread(target=pump, args=(client, upstream), daemon=True).start()
        threading.Thread(target=pump, args=(upstream, client), daemon=True).start()

threading.Thread(target=serve, daemon=True).start()
while not os.path.exists(proxy_socket):
    time.sleep(0.01)

def bytes_now():
    with lock:
        return counted[0]

def tmux(*args):
    return subprocess.run(["tmux", "-L", tmux_server, *args], capture_output=True, text=True).stdout

def screen():
    return tmux("capture-pane", "-p", "-t", "app")

def wait_for(text, deadline):
    """Polls the pane (tmux keeps the screen the program drew) until it shows `text`."""
    while time.monotonic() < deadline:
        if text in screen():
            return True
        time.sleep(0.005)
    return False

def keys(*names):
    tmux("send-keys", "-t", "app", *names)

rows = {"first": [], "songs": [], "usable": [], "load": [], "scroll": []}
last = f"Song {songs - 1:05d}"
for run in range(3):
    # A fresh server each run: tmux 3.3 leaves its socket behind after kill-server.
    tmux_server = f"bench-mpd-{os.getpid()}-{run}"
    home = tempfile.mkdtemp(dir=work)
    env = f"HOME={home} TERM=xterm-256color LANG=C.UTF-8 NO_COLOR=1"
    before = bytes_now()
    start = time.monotonic()
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "100", "-y", "40",
         f"env -u XDG_CONFIG_HOME -u XDG_CACHE_HOME -u XDG_STATE_HOME -u XDG_RUNTIME_DIR {env} "
         f"{binary} --no-sound --theme black --mpd {proxy_socket}")
    wait_for("iPod", start + 10)
    rows["first"].append((time.monotonic() - start) * 1000)
    keys("Enter")
    wait_for("Cover Flow", start + 10)
    keys("j", "j", "j", "j", "j", "Enter")
    wait_for("Song 00000", start + 60)
    rows["songs"].append((time.monotonic() - start) * 1000)
    # Usable: End reaches the last song (while the list still grows it stops at the last loaded).
    while time.monotonic() < start + 120:
        keys("End")
        if wait_for(last, time.monotonic() + 0.05):
            break
    rows["usable"].append((time.monotonic() - start) * 1000)
    time.sleep(1)  # the last publish and the player's first report settle
    rows["load"].append(bytes_now() - before)
    # One scroll through Songs: Home, then a page at a time to the end.
    keys("Home")
    wait_for("Song 00000", time.monotonic() + 5)
    before = bytes_now()
    scroll_start = time.monotonic()
    while time.monotonic() < scroll_start + 120 and last not in screen():
        keys(*(["PageDown"] * 20))
    time.sleep(0.5)
    rows["scroll"].append(bytes_now() - before)
    tmux("kill-server")

def med(values):
    return statistics.median(values)

print(f"first screen:                {med(rows['first']):7.0f} ms (median of 3: {', '.join(f'{v:.0f}' for v in rows['first'])})")
print(f"Songs shows songs:           {med(rows['songs']):7.0f} ms")
print(f"whole Songs list usable:     {med(rows['usable']):7.0f} ms (End reaches {last})")
print(f"bytes with MPD until usable: {med(rows['load']):7.0f} ({med(rows['load']) / songs:.0f} per song)")
print(f"bytes for one scroll through Songs ({songs} rows): {med(rows['scroll']):.0f}")
mpd.terminate()
mpd.wait()
shutil.rmtree(work, ignore_errors=True)
