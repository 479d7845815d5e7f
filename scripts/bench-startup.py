#!/usr/bin/env python3
"""Start-up and memory of the real program with a big library (issue: library).

Usage: bench-startup.py BIN TRACKS [THEME]
Makes a corpus of TRACKS files (scripts/make-corpus.sh), scans it once into a fresh database
(`ipodtui scan`), then starts the interactive program in a pseudo-terminal five times and
prints: the time from exec to the first drawn screen (the first bytes that show "iPod"), the
time until the library is on screen (Music > Songs lists the songs), and the resident memory
(VmRSS) once the library is loaded and the rescan has finished.
"""
import os, pty, select, shutil, statistics, subprocess, sys, tempfile, time

binary, tracks = sys.argv[1], int(sys.argv[2])
here = os.path.dirname(os.path.abspath(__file__))
work = tempfile.mkdtemp(prefix="ipodtui-startup-")
music, home = os.path.join(work, "music"), os.path.join(work, "home")
os.makedirs(home)
subprocess.run([os.path.join(here, "make-corpus.sh"), str(tracks), music], check=True)
env = dict(os.environ, HOME=home, TERM="xterm-256color", LANG="C.UTF-8", NO_COLOR="1")
for k in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    env.pop(k, None)
scan = subprocess.run([binary, "scan", music], env=env, capture_output=True, text=True, check=True)
print(scan.stdout.strip().splitlines()[0] if scan.stdout else "scanned")

def read_until(fd, needle, deadline, buf):
    while time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return False, buf
            buf += chunk
            if needle in buf:
                return True, buf
    return False, buf

first, loaded, rss = [], [], []
# A pty answers no terminal queries, so `--theme auto` would wait out its ~100 ms background
# probe; a real terminal answers DA1 at once. Name the theme to time the program itself.
theme = sys.argv[3] if len(sys.argv) > 3 else "black"
for run in range(5):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--no-sound", "--theme", theme, "--library", music], env)
    os.set_blocking(fd, False)
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    start = time.monotonic()
    ok, buf = read_until(fd, b"iPod", start + 10, b"")
    first.append((time.monotonic() - start) * 1000)
    # Music > Songs: the first song of the corpus appears once the index is in.
    os.write(fd, b"\r")
    time.sleep(0.05)
    for key in (b"j", b"j", b"j", b"j", b"j", b"\r"):
        os.write(fd, key)
    ok, buf = read_until(fd, b"Song 0", start + 20, b"")
    loaded.append((time.monotonic() - start) * 1000)
    time.sleep(1.5)  # let the background rescan finish before reading memory
    with open(f"/proc/{pid}/status") as f:
        rss.append(next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024)
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.close(fd)

print(f"library: {tracks} tracks (database already built)")
print(f"start-up to first drawn screen: median {statistics.median(first):.0f} ms (runs: {', '.join(f'{x:.0f}' for x in first)})")
print(f"start-up to the songs on screen: median {statistics.median(loaded):.0f} ms")
print(f"resident memory with the library loaded: median {statistics.median(rss):.1f} MB")
shutil.rmtree(work, ignore_errors=True)
