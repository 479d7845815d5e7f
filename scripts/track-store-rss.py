#!/usr/bin/env python3
"""track-store-rss.py BIN LIBRARY HOME [ROUNDS]: the figures of docs/TRACK-STORE.md.

Starts BIN in tmux (a private server, 120x40) behind scripts/bench-relay.py with HOME and the
XDG folders under HOME, opens Music > Songs, waits for the start-up rescan's log to say it
finished, waits 3 s and prints VmRSS (MB, with its anonymous and file-backed parts), the peak,
the first frame and when the keys were answered. ROUNDS starts in a row (the first one in a new
HOME is the first scan). MPD=1: LIBRARY is an MPD address (`--mpd`), and the RSS is read once
it has stopped moving. MAPS=1: resident memory by mapping too.
"""
import os, re, subprocess, sys, time, shlex
BIN, LIB, HOME = sys.argv[1:4]
ROUNDS = int(sys.argv[4]) if len(sys.argv) > 4 else 2
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def tmux(*a):
    return subprocess.run(["tmux", "-L", f"track-store-{os.getpid()}", "-f", "/dev/null", *a], capture_output=True, text=True).stdout
def wait(pred, timeout, step=0.05):
    end = time.time() + timeout
    while time.time() < end:
        v = pred()
        if v: return v
        time.sleep(step)
    return None
def print_maps(pid):
    """Resident KB by mapping (heap, anonymous, each file), largest first."""
    current, total = None, {}
    for line in open(f"/proc/{pid}/smaps"):
        parts = line.split()
        if parts and not parts[0].endswith(":") and "-" in parts[0]:
            current = parts[5] if len(parts) > 5 else "[anon]"
        elif parts and parts[0] == "Rss:":
            total[current] = total.get(current, 0) + int(parts[1])
    for name, kb in sorted(total.items(), key=lambda x: -x[1])[:12]:
        print(f"{kb / 1024:7.1f} MB {name}")
def rss(pid):
    with open(f"/proc/{pid}/status") as f:
        return next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024
os.makedirs(HOME, exist_ok=True)
env = f"HOME={HOME} XDG_CONFIG_HOME={HOME}/config XDG_CACHE_HOME={HOME}/cache XDG_STATE_HOME={HOME}/state LANG=C.UTF-8"
for r in range(ROUNDS):
    relay = os.path.join(HOME, "relay.log"); scanlog = os.path.join(HOME, "state/ipodtui/scan.log")
    for f in (relay, scanlog):
        if os.path.exists(f): os.unlink(f)
    steps = ["--send", r"\r" + "j" * 5 + r"\r", "--wait", "Songs", "--name", "songs",
             "--send", "j", "--wait", "", "--name", "down"]
    cmd = (f"exec env -u NO_COLOR -u COLORFGBG {env} python3 {REPO}/scripts/bench-relay.py {relay} "
           f"{' '.join(shlex.quote(s) for s in steps)} -- {os.environ.get('WRAP', '')} {BIN} {'--mpd' if os.environ.get('MPD') else '--library'} {LIB}")
    tmux("kill-server")
    tmux("new-session", "-d", "-s", "b", "-x", "120", "-y", "40", cmd)
    try:
        lines = lambda: open(relay).read() if os.path.exists(relay) else ""
        if not wait(lambda: "step down" in lines(), 300):
            print("did not open Songs", lines(), tmux("capture-pane", "-p", "-t", "b")); sys.exit(1)
        if os.environ.get("MPD"):
            pid0 = int(re.search(r"pid (\d+)", lines()).group(1))
            last, stable, t0 = 0, 0, time.time()
            while stable < 4 or time.time() - t0 < 20:
                time.sleep(2); now = rss(pid0); stable = stable + 1 if abs(now - last) < 0.3 else 0; last = now
            open(scanlog, "a").close() if os.path.isdir(os.path.dirname(scanlog)) else None
        elif not wait(lambda: os.path.exists(scanlog) and " read in " in open(scanlog).read(), 900):
            print("scan did not finish"); sys.exit(1)
        text = lines()
        pid = int(re.search(r"pid (\d+)", text).group(1))
        if os.environ.get("WRAP"):
            kids = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
            pid = int(kids[0]) if kids else pid
        first = float(re.search(r"first-frame ([\d.]+)", text).group(1))
        time.sleep(3)
        found = re.search(r"read in ([\d.e-]+) s", open(scanlog).read()) if os.path.exists(scanlog) else None
        scan = found.group(1) if found else "-"
        hwm = open(f"/proc/{pid}/status").read()
        anon = int(re.search(r"RssAnon:\s+(\d+)", hwm).group(1)) / 1024
        filemb = int(re.search(r"RssFile:\s+(\d+)", hwm).group(1)) / 1024
        peak = int(re.search(r"VmHWM:\s+(\d+)", hwm).group(1)) / 1024
        step = re.search(r"step songs ([0-9.]+)", text).group(1)
        down = float(re.search(r"step down ([0-9.]+)", text).group(1)) - float(step)
        print(f"round {r}: rss {rss(pid):.1f} MB (anon {anon:.1f} file {filemb:.1f}) peak {peak:.1f} MB first-frame {first:.0f} ms scan {scan} s songs-step {step} ms (first key answered {float(step) - first:.0f} ms after the first frame, the next {down:.0f} ms after)", flush=True)
        if os.environ.get("SCREEN"): print(tmux("capture-pane", "-p", "-t", "b"))
        if os.environ.get("MAPS"): print_maps(pid)
        tmux("send-keys", "-t", "b", "q")
        wait(lambda: "exit" in lines(), 10)
    finally:
        tmux("kill-server")
