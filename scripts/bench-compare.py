#!/usr/bin/env python3
"""bench-compare.py BIN: issues 17 and 28's figures for ipodtui and cmus, side by side, in one run.

Corpora (made at bench time, cached between runs in BENCH_DIR):
  realistic 10k and 100k: scripts/make-realistic-corpus.py (docs/BENCH-CORPUS.md: MP3, M4A, FLAC,
  Ogg, WAV/AIFF from real encoders, embedded and folder art, Unicode titles); BENCH_SIZES=10000
  limits it to 10k (the 100k one is 9.4 GB and takes 2.5 minutes to make once).
  tiny 10k: scripts/make-corpus.sh (0.05 s mono FLAC, ASCII tags), a second line to see the
  floor; BENCH_TINY_SIZES (default 10000; empty for none).
Each corpus is read once through the page cache before it is measured (warm, as cmus gets it).
For each corpus:
  first scan, process wall: `ipodtui scan DIR` on an empty cache, exec to exit, in a session of
  its own (the scheduler's autogroup, as the cmus in its tmux has); cmus: from `add -l` until its
  library count (polled with `save -l`) stops changing; rounds interleaved. Also the CPU time
  of both (load-independent).
  rescan, nothing changed: `ipodtui scan DIR` again, exec to exit.
  ipodtui as a user runs it, on that cache: the release binary in tmux (120x40, TERM=tmux-256color,
  theme auto, sound on: a private PulseAudio when pulseaudio is installed, else ALSA's file
  device), behind scripts/bench-relay.py, which timestamps its output: first frame, Songs shown
  (its first title, read from the screen once beforehand), one step down, a jump to the end (the
  last title, read from the screen, shown); resident memory of ipodtui's own process with Songs
  open, nothing played, steady (3 s after the list showed) and peak (VmHWM), and after one song.
  Bytes per step: 200 steps down Songs at 120x40 (scripts/bench-terminal.sh), ipodtui and cmus.
Once: CPU while playing a 44.1 kHz FLAC (scripts/bench-playback.sh) in two set-ups each on a private
PulseAudio and (when scripts/fetch-pipewire.sh has unpacked it, as for the tests) a private
PipeWire: the bench's own (xterm-256color, black theme, on Now Playing) and as a user runs it
(tmux's TERM, theme auto, on the main menu); the file device too; idle CPU in a menu.
Prints a table: each figure, cmus's where it has one, the ratio, the goal and met/missed; for a
missed goal, why (a profile: perf where it works, else valgrind --tool=callgrind).
Environment: BENCH_DIR (corpora, default /tmp/ipodtui-bench), BENCH_SIZES, BENCH_TINY_SIZES,
BENCH_ROUNDS (3), BENCH_PROFILE=0 to skip the profiles.
"""
import json, os, re, shlex, shutil, statistics, subprocess, sys, tempfile, time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/ipodtui")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.environ.get("BENCH_DIR", "/tmp/ipodtui-bench")
SIZES = [int(s) for s in os.environ.get("BENCH_SIZES", "10000,100000").split(",") if s]
TINY_SIZES = [int(s) for s in os.environ.get("BENCH_TINY_SIZES", "10000").split(",") if s]
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
PROFILE = os.environ.get("BENCH_PROFILE", "1") == "1"
WIDTH, HEIGHT = 120, 40
rows = []  # (figure, ipodtui, cmus, ratio, goal, met, why)
os.makedirs(WORK, exist_ok=True)


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def wait_until(condition, timeout, interval=0.02):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    return None


def rss_mb(pid, field="VmRSS"):
    """Resident memory now (VmRSS) or at its peak so far (VmHWM), in MB."""
    try:
        with open(f"/proc/{pid}/status") as f:
            return next(int(l.split()[1]) for l in f if l.startswith(field + ":")) / 1024
    except (OSError, StopIteration):
        return None


def cpu_seconds(pid):
    """utime + stime of a process so far, in seconds."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return None


def rss_by_mapping(pid, top=8):
    """Resident memory of a process by what is mapped: heap, anonymous, each library."""
    sizes, name = {}, None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            fields = line.split()
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                name = os.path.basename(fields[5]) if len(fields) > 5 else "[anonymous]"
            elif fields[0] == "Rss:":
                sizes[name] = sizes.get(name, 0) + int(fields[1])
    ranked = sorted(sizes.items(), key=lambda kv: -kv[1])[:top]
    return ", ".join(f"{n} {kb / 1024:.1f}" for n, kb in ranked)


class Tmux:
    started = 0

    def __init__(self, name):
        # A server of its own each time: a new one under a name just killed can meet the old
        # one still exiting, and fail to start.
        Tmux.started += 1
        self.name = f"{name}-{os.getpid()}-{Tmux.started}"

    def __call__(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.name, "-f", "/dev/null", *args], capture_output=True,
                              text=True, check=check).stdout

    def start(self, command):
        self("start-server", ";", "set-option", "-g", "status", "off", ";", "set-option", "-g",
             "default-terminal", "tmux-256color", ";", "new-session", "-d", "-s", "b", "-x", str(WIDTH),
             "-y", str(HEIGHT), command)

    def screen(self):
        return self("capture-pane", "-p", "-t", "b", check=False)

    def kill(self):
        self("kill-server", check=False)


def warm(path):
    """Warm page cache, as the issue measures (and cmus gets it): read every file once."""
    subprocess.run(f"tar cf - -C {shlex.quote(path)} . | cat > /dev/null", shell=True, check=True)


def corpus(n):
    """The tiny corpus (scripts/make-corpus.sh): the floor."""
    path = os.path.join(WORK, f"corpus{n // 1000}k")
    if not os.path.isdir(path):
        subprocess.run([os.path.join(REPO, "scripts/make-corpus.sh"), str(n), path], check=True, stdout=sys.stderr)
    warm(path)
    return path


def realistic_corpus(n):
    """The realistic corpus (docs/BENCH-CORPUS.md), made once: the script's marker decides reuse."""
    path = os.path.join(WORK, f"realistic{n // 1000}k")
    subprocess.run([sys.executable, os.path.join(REPO, "scripts/make-realistic-corpus.py"), str(n), path],
                   check=True, stdout=sys.stderr)
    warm(path)
    return path


def xdg(home):
    return {"HOME": home, "XDG_CONFIG_HOME": f"{home}/config", "XDG_CACHE_HOME": f"{home}/cache",
            "XDG_STATE_HOME": f"{home}/state"}


def ipod_scan(path, home):
    """`ipodtui scan DIR`, exec to exit (s), its CPU time (s), peak RSS (MB) and tracks. A session of
    its own: with the kernel's autogroups the scheduler shares the cores between sessions, and
    cmus runs in its tmux's."""
    start = time.monotonic()
    process = subprocess.Popen([BIN, "scan", path, "--json"], env=dict(os.environ, **xdg(home)),
                               stdout=subprocess.PIPE, start_new_session=True)
    summary = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    if status != 0:
        raise RuntimeError(f"ipodtui scan {path} failed ({status})")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, json.loads(summary)["tracks"]


# ---------------------------------------------------------------- sound: a private PulseAudio

class Sound:
    """ALSA routed to a private PulseAudio (PLATFORM.md's recipe), or to the file device."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="ipodtui-bench-pulse-")
        self.process = None
        conf = os.path.join(self.folder, "alsa.conf")
        if shutil.which("pulseaudio"):
            for sub in ("run", "home", "config"):
                os.makedirs(os.path.join(self.folder, sub), mode=0o700)
            socket = os.path.join(self.folder, "native")
            with open(os.path.join(self.folder, "server.pa"), "w") as f:
                f.write(f"load-module module-null-sink sink_name=bench rate=44100 channels=2\n"
                        f"load-module module-native-protocol-unix socket={socket} auth-anonymous=1\n"
                        f"set-default-sink bench\n")
            with open(os.path.join(self.folder, "client.conf"), "w") as f:
                f.write("autospawn = no\n")
            env = dict(os.environ, HOME=self.folder + "/home", XDG_RUNTIME_DIR=self.folder + "/run",
                       XDG_CONFIG_HOME=self.folder + "/config")
            self.process = subprocess.Popen(
                ["pulseaudio", "-n", "-F", self.folder + "/server.pa", "--exit-idle-time=-1", "--daemonize=no",
                 "--use-pid-file=no", "--log-target=stderr"], env=env, stderr=subprocess.DEVNULL)
            wait_until(lambda: os.path.exists(socket), 20)
            with open(conf, "w") as f:
                f.write(f'pcm.!default {{ type pulse; server "unix:{socket}" }}\n'
                        f'ctl.!default {{ type pulse; server "unix:{socket}" }}\n')
            self.kind = "private PulseAudio"
            self.env = {"PULSE_SERVER": f"unix:{socket}", "PULSE_CLIENTCONFIG": self.folder + "/client.conf"}
        else:
            with open(conf, "w") as f:
                f.write(f'pcm.!default {{ type file; slave.pcm "null"; file "/dev/null"; format "raw" }}\n')
            self.kind = "ALSA file device"
            self.env = {}
        self.env["ALSA_CONFIG_PATH"] = "/usr/share/alsa/alsa.conf:" + conf

    def close(self):
        if self.process:
            self.process.terminate()
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


# ---------------------------------------------------------------- cmus

def cmus_start(home, tmux):
    os.makedirs(home, exist_ok=True)
    with open(os.path.join(home, "rc"), "w") as f:
        f.write("set output_plugin=ao\nset dsp.ao.driver=null\n")
    socket = os.path.join(home, "socket")
    tmux.start(f"CMUS_HOME={home} exec cmus --listen {socket}")
    wait_until(lambda: os.path.exists(socket), 10)
    # cmus stops at "Press <enter>" when MPRIS (D-Bus) is missing, as on CI.
    if wait_until(lambda: "Press <enter>" in tmux.screen(), 2):
        tmux("send-keys", "-t", "b", "Enter")
    return socket, int(tmux("display", "-p", "-t", "b", "#{pane_pid}").strip())


def cmus_count(socket, home):
    listing = os.path.join(home, "lib.pl")
    subprocess.run(["cmus-remote", "--server", socket, "-C", f"save -l {listing}"], capture_output=True)
    try:
        with open(listing, "rb") as f:
            return f.read().count(b"\n")
    except OSError:
        return 0


def cmus_scan(path, n):
    """Seconds from `add -l` until the library count stops changing, and cmus's RSS then."""
    home = tempfile.mkdtemp(prefix="ipodtui-bench-cmus-")
    tmux = Tmux("ipodtui-bench-cmus")
    try:
        socket, pid = cmus_start(home, tmux)
        poll = 0.05 if n <= 20000 else 0.2
        cpu_before = cpu_seconds(pid)
        start = time.monotonic()
        subprocess.run(["cmus-remote", "--server", socket, "-C", f"add -l {path}"], check=True)
        count, changed_at = 0, start
        while (count == 0 or time.monotonic() - changed_at < 2.0) and time.monotonic() - start < 600:
            time.sleep(poll)
            now_count = cmus_count(socket, home)
            if now_count != count:
                count, changed_at = now_count, time.monotonic()
        return changed_at - start, count, rss_mb(pid), cpu_seconds(pid) - cpu_before, rss_mb(pid, "VmHWM")
    finally:
        tmux.kill()
        shutil.rmtree(home, ignore_errors=True)


def settle(size_of, quiet=0.06, idle=0.3):
    """Waits until a growing file stops growing: `quiet` s after a change, `idle` s without any."""
    start, last, changed = time.monotonic(), size_of(), None
    while True:
        time.sleep(0.01)
        now = size_of()
        if now != last:
            last, changed = now, time.monotonic()
        if changed and time.monotonic() - changed >= quiet:
            return now
        if not changed and time.monotonic() - start >= idle:
            return now


def cmus_bytes_per_step(path, steps=200):
    home = tempfile.mkdtemp(prefix="ipodtui-bench-cmus-")
    tmux = Tmux("ipodtui-bench-cmusterm")
    out = os.path.join(home, "out.bin")
    try:
        socket, _ = cmus_start(home, tmux)
        subprocess.run(["cmus-remote", "--server", socket, "-C", f"add -l {path}"], check=True)
        # Until its library count stops changing: the whole corpus listed.
        count, changed_at = 0, time.monotonic()
        while (count == 0 or time.monotonic() - changed_at < 1.0) and time.monotonic() - changed_at < 300:
            time.sleep(0.2)
            now_count = cmus_count(socket, home)
            if now_count != count:
                count, changed_at = now_count, time.monotonic()
        subprocess.run(["cmus-remote", "--server", socket, "-C", "view 2"], check=True)  # sorted library
        time.sleep(0.5)
        tmux("pipe-pane", "-o", "-t", "b", f"cat >> {out}")
        size = lambda: os.path.getsize(out) if os.path.exists(out) else 0
        settle(size, idle=0.5)
        deltas = []
        for _ in range(steps):
            before = size()
            tmux("send-keys", "-t", "b", "Down")
            deltas.append(settle(size) - before)
        return statistics.median(deltas)
    finally:
        tmux.kill()
        shutil.rmtree(home, ignore_errors=True)


# ---------------------------------------------------------------- ipodtui

SONGS_KEYS = r"\r" + "j" * 5 + r"\r"  # Music, down to Songs, open it


def is_songs_title(text):
    """Whether `text` is the title bar of Songs: the word with only the bar's marks beside it
    (play state, battery or plugged-in mark, a scan's percent, the time), never the Music menu's
    "Songs  >" row."""
    words = re.sub(r"\b(AM|PM)\b", "", text)
    return re.fullmatch(r"[^A-Za-z>]*Songs[^A-Za-z>]*", words) is not None


def list_rows(screen):
    """The rows of the list on ipodtui's screen: the lines between the title bar's title and the
    wheel (or the screen's blank bottom), each the text inside the frame's borders."""
    lines = screen.splitlines()
    rows, started = [], False
    for line in lines:
        inner = line.strip().strip("│").strip()
        if not started:
            started = is_songs_title(inner)
            continue
        if not inner or any(glyph in inner for glyph in "▗▖▝▘▜▛▀▄"):
            break
        rows.append(inner)
    return rows


def calibrate(path, home, sound):
    """The first and last titles of Songs as ipodtui shows them, read from its screen (the order
    is ipodtui's, not the generator's): the rows once Songs shows, the bottom row after End."""
    tmux = Tmux("ipodtui-bench-calibrate")
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in {**xdg(home), **sound.env}.items())
    tmux.start(f"exec env -u NO_COLOR -u COLORFGBG {env} LANG=C.UTF-8 {BIN} --library {shlex.quote(path)}")
    try:
        if not wait_until(lambda: "Music" in tmux.screen(), 30):
            raise RuntimeError(f"ipodtui did not start: {tmux.screen()}")
        tmux("send-keys", "-t", "b", "Enter", *["Down"] * 5, "Enter")
        def stable():
            """The list's rows once two looks 0.3 s apart agree (the library loaded, the jump done)."""
            rows = list_rows(tmux.screen())
            time.sleep(0.3)
            return rows if rows and rows == list_rows(tmux.screen()) else None
        first_rows = wait_until(stable, 120, 0.1)
        if not first_rows:
            raise RuntimeError(f"Songs never showed: {tmux.screen()}")
        tmux("send-keys", "-t", "b", "End")
        wait_until(lambda: list_rows(tmux.screen()) != first_rows, 10)
        last_rows = wait_until(stable, 10, 0.1)
        tmux("send-keys", "-t", "b", "q")
        return first_rows[0], (last_rows or first_rows)[-1]
    finally:
        tmux.kill()


def wait_text(title):
    """A piece of a title that its row's bytes hold as written: the renderer may skip a row's
    first cells when they are unchanged, so the start is left out of longer titles."""
    return title[1:13] if len(title) > 4 else title


def ipod_session(path, home, sound, first_title, last_title, play=False):
    """One start of ipodtui in tmux behind the relay; returns its timeline and memory."""
    relay_log = os.path.join(home, "relay.log")
    if os.path.exists(relay_log):
        os.unlink(relay_log)
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in {**xdg(home), **sound.env}.items())
    steps = ["--send", SONGS_KEYS, "--wait", wait_text(first_title), "--name", "songs",
             "--send", "j", "--wait", "", "--name", "down",
             "--send", r"\x1b[F", "--wait", "", "--name", "end"]
    command = (f"exec env -u NO_COLOR -u COLORFGBG {env} LANG=C.UTF-8 "
               f"python3 {REPO}/scripts/bench-relay.py {relay_log} {' '.join(shlex.quote(s) for s in steps)} "
               f"-- {BIN} --library {shlex.quote(path)}")
    tmux = Tmux("ipodtui-bench-app")
    tmux.start(command)
    result = {}
    try:
        lines = lambda: open(relay_log).read() if os.path.exists(relay_log) else ""
        if not wait_until(lambda: "step end" in lines(), 120):
            raise RuntimeError(f"ipodtui did not open Songs: {lines()} {tmux.screen()}")
        shown_at = time.monotonic()
        text = lines()
        result["pid"] = int(re.search(r"pid (\d+)", text).group(1))
        result["first"] = float(re.search(r"first-frame ([\d.]+)", text).group(1))
        for name in ("songs", "down", "end"):
            result[name] = float(re.search(rf"step {name} ([\d.]+)", text).group(1))
        result["end_cpu"] = float(re.search(r"step end [\d.]+ cpu ([\d.-]+)", text).group(1))
        result["jumped"] = bool(wait_until(lambda: last_title in list_rows(tmux.screen()), 2))
        # Steady: 3 s after the list showed (the start-up rescan done, its old index freed).
        time.sleep(max(0.0, 3.0 - (time.monotonic() - shown_at)))
        result["rss"] = rss_mb(result["pid"])
        result["rss_peak"] = rss_mb(result["pid"], "VmHWM")
        result["rss_detail"] = rss_by_mapping(result["pid"])
        if play:
            tmux("send-keys", "-t", "b", "Enter")
            wait_until(lambda: "1 of" in tmux.screen(), 10)
            time.sleep(2)
            result["rss_playing"] = rss_mb(result["pid"])
            result["rss_playing_detail"] = rss_by_mapping(result["pid"])
        tmux("send-keys", "-t", "b", "q")
        wait_until(lambda: "exit" in lines(), 10)
    finally:
        tmux.kill()
    return result


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def add(figure, ipod, cmus, goal, met, why="", unit=""):
    ratio = f"{ipod / cmus:.2f}" if isinstance(ipod, (int, float)) and isinstance(cmus, (int, float)) and cmus else "-"
    fmt = lambda v: "-" if v is None else (f"{v:.3f}{unit}" if isinstance(v, float) and v < 10 else
                                           f"{v:.1f}{unit}" if isinstance(v, float) else f"{v}{unit}")
    rows.append((figure, fmt(ipod), fmt(cmus), ratio, goal, "met" if met else "MISSED", why))


def profile(command, label, env=None):
    """Where the time of `command` goes: perf's top symbols, or callgrind's when perf fails."""
    if not PROFILE:
        return "profile skipped (BENCH_PROFILE=0)"
    data = os.path.join(WORK, "perf.data")
    env = dict(os.environ, **(env or {}))
    if shutil.which("perf") and subprocess.run(["perf", "record", "-q", "-g", "-o", data, "--", *command],
                                               capture_output=True, env=env).returncode == 0:
        report = subprocess.run(["perf", "report", "-i", data, "--stdio", "--no-children", "--percent-limit", "2",
                                 "--sort", "dso,symbol", "-g", "none"], capture_output=True, text=True).stdout
        top = [l.strip() for l in report.splitlines() if l.strip() and not l.startswith("#")][:12]
        return f"perf profile of {label}:\n      " + "\n      ".join(top)
    if shutil.which("valgrind"):
        out = os.path.join(WORK, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command], capture_output=True,
                       env=env)
        report = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
        return f"callgrind profile of {label}:\n      " + "\n      ".join(report.splitlines()[20:34])
    return "no profiler (perf, valgrind) installed"


def measure_corpus(label, n, path, sound):
    """Every per-corpus figure of ipodtui and cmus; rows are added to the table."""
    rounds = ROUNDS if n <= 20000 else 1
    home = tempfile.mkdtemp(prefix="ipodtui-bench-home-")
    try:
        c, first = [], []
        for r in range(rounds):  # interleaved, so that the machine's load falls on both alike
            if shutil.which("cmus"):
                c.append(cmus_scan(path, n))
                log(f"cmus {label}: {c[-1]}")
            shutil.rmtree(os.path.join(home, "cache"), ignore_errors=True)
            first.append(ipod_scan(path, home))
            log(f"ipodtui first scan {label}: {first[-1]}")
        rescans = [ipod_scan(path, home) for _ in range(rounds)]
        log(f"ipodtui rescans {label}: {rescans}")
        first_title, last_title = calibrate(path, home, sound)
        log(f"ipodtui {label}: Songs runs from {first_title!r} to {last_title!r}")
        warm_starts = []
        for r in range(rounds):
            warm_starts.append(ipod_session(path, home, sound, first_title, last_title, play=(r == rounds - 1)))
            log(f"ipodtui start {label}: {warm_starts[-1]}")
        steps = 200
        out = run([os.path.join(REPO, "scripts/bench-terminal.sh"), "--binary", BIN, "--size", f"{WIDTH}x{HEIGHT}",
                   "--steps", str(steps), "--setup", "Enter Down Down Down Down Down Enter", "--wait-for", first_title,
                   "--home", home, "--", "--library", path])
        ipod_bytes = float(re.search(r"median ([\d.]+)", out).group(1))
        cmus_bytes = cmus_bytes_per_step(path, steps) if shutil.which("cmus") else None
    finally:
        shutil.rmtree(home, ignore_errors=True)

    tiny = label.startswith("tiny")
    scan, cmus_time = median([f[0] for f in first]), median([x[0] for x in c])
    scan_met = cmus_time is not None and scan <= 0.5 * cmus_time
    profile_home = os.path.join(WORK, "profile-home")
    shutil.rmtree(profile_home, ignore_errors=True)
    why = "" if scan_met or tiny else profile([BIN, "scan", path], f"a first scan of {label}", xdg(profile_home))
    add(f"{label}: first scan, process wall (s)", scan, cmus_time, "<= 0.5x cmus", scan_met, why)
    add(f"{label}: first scan, CPU time (s)", median([f[1] for f in first]), median([x[3] for x in c]),
        "(load-independent view)", True)
    tracks, cmus_tracks = first[-1][3], c[-1][1] if c else None
    add(f"{label}: tracks listed by the first scan", tracks, cmus_tracks, f"all {n}", tracks == n,
        "" if tracks == n else "ipodtui skipped some files (see `ipodtui scan DIR`)")
    rescan = median([x[0] for x in rescans])
    rescan_goal = 0.040 if n <= 20000 else 0.250
    add(f"{label}: rescan, nothing changed, exec to exit (s)", rescan, None, f"<= {rescan_goal * 1000:.0f} ms",
        rescan <= rescan_goal)
    first_frame = median([w["first"] for w in warm_starts])
    add(f"{label}: first frame (ms)", first_frame, None, "< 50 ms", first_frame < 50)
    add(f"{label}: Songs shown (ms from start)", median([w["songs"] for w in warm_starts]), None, "-", True)
    usable = median([w["end"] for w in warm_starts])
    jumped = all(w["jumped"] for w in warm_starts)
    add(f"{label}: Songs usable: shown, stepped, jumped to end (ms)", usable, None, "< 300 ms",
        usable < 300 and jumped, "" if jumped else f"the jump to the end did not show the last song ({last_title})")
    add(f"{label}: CPU time used by then (ms; all threads, the rescan too)", median([w["end_cpu"] for w in warm_starts]),
        None, "(load-independent view)", True)
    rss, peak = median([w["rss"] for w in warm_starts]), median([w["rss_peak"] for w in warm_starts])
    rss_goal = 28 if n <= 20000 else 60
    add(f"{label}: RSS, Songs open, nothing played, steady 3 s after (MB)", rss, median([x[2] for x in c]),
        f"<= {rss_goal} MB", rss <= rss_goal, "" if rss <= rss_goal else "by mapping (MB): " + warm_starts[-1]["rss_detail"])
    add(f"{label}: RSS, Songs open, peak (MB)", peak, median([x[4] for x in c]), "(goal on steady)", True)
    if "rss_playing" in warm_starts[-1]:
        playing = warm_starts[-1]["rss_playing"]
        add(f"{label}: RSS after playing a song (MB)", playing, None, f"decoding adds {playing - warm_starts[-1]['rss']:.1f} MB",
            True)
    add(f"{label}: bytes per step, {steps} steps down Songs, {WIDTH}x{HEIGHT} (median)", ipod_bytes, cmus_bytes,
        "<= 180", ipod_bytes <= 180, "" if ipod_bytes <= 180 else out.strip())


def measure_playback():
    """CPU while playing and idle, in every set-up there is (see the module's doc)."""
    setups = [("file device, bench set-up", [])]
    if shutil.which("pulseaudio"):
        setups += [("PulseAudio, bench set-up", ["--pulse"]), ("PulseAudio, as a user runs it", ["--pulse", "--as-user"])]
    if os.path.exists(os.path.join(REPO, ".cache/pipewire/root/usr/bin/pipewire")):
        setups += [("PipeWire, bench set-up", ["--pipewire"]), ("PipeWire, as a user runs it", ["--pipewire", "--as-user"])]
    else:
        log("bench-compare: no PipeWire unpacked (scripts/fetch-pipewire.sh): its rows are left out")
    for label, flags in setups:
        try:
            out = run([os.path.join(REPO, "scripts/bench-playback.sh"), "--binary", BIN, "--play", "20", "--pause", "5",
                       "--idle", "10", *flags] + (["--profile"] if PROFILE else []))
            cpu = float(re.search(r"playing \(on [^)]*\), \d+ s: ([\d.]+)%", out).group(1))
            idle = float(re.search(r"idle in a menu \(Songs\), \d+ s: ([\d.]+)%", out).group(1))
        except (subprocess.CalledProcessError, AttributeError) as error:
            add(f"CPU while playing ({label}, % of one core)", None, None, "<= 1%", False,
                f"the playback benchmark failed: {getattr(error, 'stderr', '') or error}")
            continue
        where = "main menu" if "--as-user" in flags else "Now Playing"
        why = "" if cpu <= 1 else "\n".join(l for l in out.splitlines() if "profile" in l or l.startswith("      "))
        add(f"CPU while playing, 44.1 kHz FLAC, 100x40, {where} ({label}, % of one core)", cpu, None, "<= 1%", cpu <= 1,
            why)
        add(f"CPU idle in a menu, 10 s ({label}, % of one core)", idle, None, "0%", idle == 0)


def main():
    if not shutil.which("cmus"):
        log("bench-compare: cmus is not installed (scripts/install-deps.sh bench)")
    corpora = [(f"realistic {n // 1000}k", n, realistic_corpus(n)) for n in SIZES]
    corpora += [(f"tiny {n // 1000}k", n, corpus(n)) for n in TINY_SIZES]
    sound = Sound()
    log(f"sound for ipodtui: {sound.kind}")
    try:
        for label, n, path in corpora:
            warm(path)  # again: making the next corpus may have pushed this one out
            measure_corpus(label, n, path, sound)
    finally:
        sound.close()
    measure_playback()

    print(f"\nload average at the end: {os.getloadavg()[0]:.1f} (first scans and starts are wall-clock times)")
    print(f"\nipodtui vs cmus ({run(['cmus', '--version']).splitlines()[0] if shutil.which('cmus') else 'cmus missing'}), "
          f"{os.cpu_count()} cores, warm page cache, median of {ROUNDS} rounds at 10k (1 at 100k), ipodtui sound: {sound.kind}")
    header = ("figure", "ipodtui", "cmus", "ratio", "goal", "")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(6)]
    line = lambda r: "| " + " | ".join(str(r[i]).ljust(widths[i]) for i in range(6)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    missed = [r for r in rows if r[5] != "met"]
    for r in missed:
        print(f"\nMISSED: {r[0]}: {r[1]} (goal {r[4]})\n  why: {r[6] or 'see the figures above'}")
    print(f"\n{len(rows) - len(missed)} goals met, {len(missed)} missed")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
