#!/usr/bin/env python3
"""bench-compare.py BIN: issue 17's figures for ipodtui and cmus, side by side, in one run.

Makes the corpora with scripts/make-corpus.sh (10,000 and 100,000 tracks; BENCH_SIZES=10000
for a quick run), warms the page cache, then measures:
  cmus (Debian's cmus, driven through its --listen socket with cmus-remote, output_plugin=ao
  and dsp.ao.driver=null so it probes no sound device): first scan = from `add -l` until its
  library count (polled with `save -l`) stops changing; its resident memory then; bytes per
  step scrolling its sorted library view at 120x40.
  ipodtui as a user runs it: the release binary in tmux (120x40, TERM=tmux-256color, theme
  auto, sound on: a private PulseAudio when pulseaudio is installed, else ALSA's file device),
  behind scripts/bench-relay.py, which timestamps its output: first frame, Songs open with songs
  shown, one step down, a jump to the end (the Songs list usable); the scan's own time from its
  scan log (first scan on an empty cache, then the rescan of each later start); resident memory
  of ipodtui's own process with Songs open before any song played, and after one played.
  Bytes per step (scripts/bench-terminal.sh) and CPU while playing (scripts/bench-playback.sh,
  on the file device and on a private PulseAudio).
Prints a table: each figure, cmus's where it has one, the ratio, the goal and met/missed; for a
missed goal, why (a profile: perf where it works, else valgrind --tool=callgrind).
Environment: BENCH_DIR (corpora, default /tmp/ipodtui-bench), BENCH_SIZES, BENCH_ROUNDS (3),
BENCH_PROFILE=0 to skip the profiles.
"""
import os, re, shlex, shutil, statistics, subprocess, sys, tempfile, time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/ipodtui")
# The benchmark tool beside it (scripts/bench.sh builds both), for the scan profiles.
BENCH_TOOL = os.path.join(os.path.dirname(BIN), "ipodtui-bench")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.environ.get("BENCH_DIR", "/tmp/ipodtui-bench")
SIZES = [int(s) for s in os.environ.get("BENCH_SIZES", "10000,100000").split(",")]
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


def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            return next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024
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
    def __init__(self, name):
        self.name = f"{name}-{os.getpid()}"

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


def corpus(n, titles=None):
    path = os.path.join(WORK, f"corpus{n // 1000}k" + (f"-{titles}" if titles else ""))
    if not os.path.isdir(path):
        subprocess.run([os.path.join(REPO, "scripts/make-corpus.sh"), str(n), path] + ([titles] if titles else []),
                       check=True, stdout=sys.stderr)
    # Warm page cache, as the issue measures: read every file once.
    subprocess.run(f"tar cf - -C {path} . | cat > /dev/null", shell=True, check=True)
    return path


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
        return changed_at - start, count, rss_mb(pid), cpu_seconds(pid) - cpu_before
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
        wait_until(lambda: cmus_count(socket, home) >= 1000, 60, 0.1)
        time.sleep(1)
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

def ipod_session(path, home, sound, last_title, play=False):
    """One start of ipodtui in tmux behind the relay; returns its timeline and memory."""
    relay_log = os.path.join(home, "relay.log")
    scan_log = os.path.join(home, "state/ipodtui/scan.log")
    for f in (relay_log, scan_log):
        if os.path.exists(f):
            os.unlink(f)
    env = " ".join(f"{k}={v}" for k, v in sound.env.items())
    steps = ["--send", r"\r" + "j" * 5 + r"\r", "--wait", "Song 0", "--name", "songs",
             "--send", "j", "--wait", "", "--name", "down",
             "--send", r"\x1b[F", "--wait", "", "--name", "end"]
    command = (f"exec env -u NO_COLOR -u COLORFGBG HOME={home} XDG_CONFIG_HOME={home}/config "
               f"XDG_CACHE_HOME={home}/cache XDG_STATE_HOME={home}/state LANG=C.UTF-8 {env} "
               f"python3 {REPO}/scripts/bench-relay.py {relay_log} {' '.join(shlex.quote(s) for s in steps)} "
               f"-- {BIN} --library {path}")
    tmux = Tmux("ipodtui-bench-app")
    tmux.start(command)
    result = {}
    try:
        lines = lambda: open(relay_log).read() if os.path.exists(relay_log) else ""
        if not wait_until(lambda: "step end" in lines(), 120):
            raise RuntimeError(f"ipodtui did not open Songs: {lines()} {tmux.screen()}")
        if not wait_until(lambda: os.path.exists(scan_log) and " read in " in open(scan_log).read(), 600, 0.05):
            raise RuntimeError("the scan did not finish")
        text = lines()
        result["pid"] = int(re.search(r"pid (\d+)", text).group(1))
        result["first"] = float(re.search(r"first-frame ([\d.]+)", text).group(1))
        for name in ("songs", "down", "end"):
            result[name] = float(re.search(rf"step {name} ([\d.]+)", text).group(1))
        result["end_cpu"] = float(re.search(r"step end [\d.]+ cpu ([\d.-]+)", text).group(1))
        result["scan"] = float(re.search(r"read in ([\d.e-]+) s", open(scan_log).read()).group(1))
        result["cpu"] = cpu_seconds(int(re.search(r"pid (\d+)", text).group(1)))  # start-up and scan
        screen = tmux.screen()
        result["jumped"] = last_title in screen
        time.sleep(1.0)  # the rescan's index handed over, the old one freed
        result["rss"] = rss_mb(result["pid"])
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


def profile(command, label):
    """Where the time of `command` goes: perf's top symbols, or callgrind's when perf fails."""
    if not PROFILE:
        return "profile skipped (BENCH_PROFILE=0)"
    data = os.path.join(WORK, "perf.data")
    if shutil.which("perf") and subprocess.run(["perf", "record", "-q", "-g", "-o", data, "--", *command],
                                               capture_output=True).returncode == 0:
        report = subprocess.run(["perf", "report", "-i", data, "--stdio", "--no-children", "--percent-limit", "2",
                                 "--sort", "dso,symbol", "-g", "none"], capture_output=True, text=True).stdout
        top = [l.strip() for l in report.splitlines() if l.strip() and not l.startswith("#")][:12]
        return f"perf profile of {label}:\n      " + "\n      ".join(top)
    if shutil.which("valgrind"):
        out = os.path.join(WORK, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command], capture_output=True)
        report = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
        return f"callgrind profile of {label}:\n      " + "\n      ".join(report.splitlines()[20:34])
    return "no profiler (perf, valgrind) installed"


def main():
    if not shutil.which("cmus"):
        log("bench-compare: cmus is not installed (scripts/install-deps.sh bench)")
    corpora = {n: corpus(n) for n in SIZES}
    sound = Sound()
    log(f"sound for ipodtui: {sound.kind}")
    results = {}
    try:
        for n, path in corpora.items():
            rounds = ROUNDS if n <= 20000 else 1
            last_title = f"Song {n - 1:06d}"
            home = tempfile.mkdtemp(prefix="ipodtui-bench-home-")
            c, first = [], []
            for r in range(rounds):  # interleaved, so that the machine's load falls on both alike
                if shutil.which("cmus"):
                    c.append(cmus_scan(path, n))
                    log(f"cmus {n}: {c[-1]}")
                shutil.rmtree(os.path.join(home, "cache"), ignore_errors=True)
                first.append(ipod_session(path, home, sound, last_title))
                log(f"ipodtui first scan {n}: {first[-1]}")
            warm = []
            for r in range(rounds):
                warm.append(ipod_session(path, home, sound, last_title, play=(r == rounds - 1)))
                log(f"ipodtui start {n}: {warm[-1]}")
            shutil.rmtree(home, ignore_errors=True)
            results[n] = (c, first, warm)
    finally:
        sound.close()

    for n, (c, first, warm) in results.items():
        k = f"{n // 1000}k"
        scan, cmus_time = median([f["scan"] for f in first]), median([x[0] for x in c])
        rescan = median([w["scan"] for w in warm])
        scan_goal = 0.7 if n <= 20000 else 1.0
        scan_met = cmus_time is not None and scan <= scan_goal * cmus_time
        why = "" if scan_met else profile([BENCH_TOOL, "library", "scan", corpora[n], os.path.join(WORK, "prof.sqlite")], "a first scan and a rescan")
        add(f"{k}: first scan (s)", scan, cmus_time, f"<= {scan_goal}x cmus", scan_met, why)
        cpu, cmus_cpu = median([f["cpu"] for f in first]), median([x[3] for x in c])
        add(f"{k}: first scan, CPU time (s; ipodtui: start-up too)", cpu, cmus_cpu, "(load-independent view)", True)
        if n <= 20000:
            met = rescan * 20 <= scan
            add(f"{k}: rescan, nothing changed (s)", rescan, None, f">= 20x faster than first scan ({scan / rescan:.1f}x)", met,
                "" if met else profile([BENCH_TOOL, "library", "scan", corpora[n], os.path.join(WORK, "prof.sqlite")], "a first scan and a rescan"))
        else:
            add(f"{k}: rescan, nothing changed (s)", rescan, None, "< 1 s", rescan < 1.0)
        first_frame = median([w["first"] for w in warm])
        usable = median([w["end"] for w in warm])
        songs = median([w["songs"] for w in warm])
        add(f"{k}: first frame (ms)", first_frame, None, "< 50 ms", first_frame < 50)
        add(f"{k}: Songs shown (ms from start)", songs, None, "-", True)
        jumped = all(w["jumped"] for w in warm)
        usable_goal = 300 if n > 20000 else 300
        add(f"{k}: Songs usable: shown, stepped, jumped to end (ms)", usable, None, f"< {usable_goal} ms",
            usable < usable_goal and jumped, "" if jumped else "the jump to the end did not show the last song")
        add(f"{k}: CPU time used by then (ms; all threads, the rescan too)", median([w["end_cpu"] for w in warm]), None,
            "(load-independent view)", True)
        rss = median([w["rss"] for w in warm])
        rss_goal = 32 if n <= 20000 else 60
        cmus_rss = median([x[2] for x in c])
        add(f"{k}: resident memory, Songs open, nothing played (MB)", rss, cmus_rss, f"<= {rss_goal} MB", rss <= rss_goal,
            "" if rss <= rss_goal else "by mapping (MB): " + warm[-1]["rss_detail"])
        if "rss_playing" in warm[-1]:
            playing = warm[-1]["rss_playing"]
            add(f"{k}: resident memory after playing a song (MB)", playing, None,
                f"decoding adds {playing - warm[-1]['rss']:.1f} MB", True)

    if 10000 in corpora:
        steps = 200
        # The corpus as generated ("Song 000042": rows differ in two digits), and with titles of
        # words, whose neighbours in a sorted list differ as real titles do.
        for label, path, first in (("numbered titles", corpora[10000], "Song 000000"),
                                   ("titles of words", corpus(10000, "words"), "Amber ")):
            out = run([os.path.join(REPO, "scripts/bench-terminal.sh"), "--binary", BIN, "--size", f"{WIDTH}x{HEIGHT}",
                       "--steps", str(steps), "--setup", "Enter Down Down Down Down Down Enter", "--wait-for", first,
                       "--", "--library", path])
            ipod_bytes = float(re.search(r"median ([\d.]+)", out).group(1))
            cmus_bytes = cmus_bytes_per_step(path, steps) if shutil.which("cmus") else None
            add(f"bytes per step, {steps} steps down Songs, {WIDTH}x{HEIGHT}, {label} (median)", ipod_bytes, cmus_bytes,
                "<= 200", ipod_bytes <= 200, "" if ipod_bytes <= 200 else out.strip())
    for device, flag in (("file device", []), ("private PulseAudio", ["--pulse"])):
        if flag and not shutil.which("pulseaudio"):
            continue
        try:
            out = run([os.path.join(REPO, "scripts/bench-playback.sh"), "--binary", BIN, "--play", "20", "--pause", "5",
                       "--idle", "5", *flag] + (["--profile"] if PROFILE else []))
            cpu = float(re.search(r"playing, \d+ s: ([\d.]+)%", out).group(1))
        except (subprocess.CalledProcessError, AttributeError) as error:
            add(f"CPU while playing, no input ({device}, % of one core)", None, None, "<= 1%", False,
                f"the playback benchmark failed: {getattr(error, 'stderr', '') or error}")
            continue
        why = "" if cpu <= 1 else "\n".join(l for l in out.splitlines() if "profile" in l or l.startswith("      "))
        add(f"CPU while playing, no input ({device}, % of one core)", cpu, None, "<= 1%", cpu <= 1, why)

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
