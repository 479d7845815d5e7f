#!/usr/bin/env python3
"""rss-starts.py BIN LIBRARY HOME [STARTS]: resident memory of several starts in a row, polled.

Each start runs BIN in tmux (120x40) with HOME and the XDG folders under HOME and the bench's
private PulseAudio (scripts/bench-compare.py's Sound), opens Music > Songs (Enter, five j, Enter)
and prints VmRSS (MB) every 0.5 s for 12 s, then the resident memory by mapping. A start that
stays high where the others settle is what one `make bench` round can catch (docs/TRACK-STORE.md,
"The 100k figure make bench printed").
"""
import importlib.util, os, shlex, subprocess, sys, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN, LIB, HOME = (os.path.abspath(a) for a in sys.argv[1:4])
STARTS = int(sys.argv[4]) if len(sys.argv) > 4 else 5
spec = importlib.util.spec_from_file_location("bench_compare", os.path.join(REPO, "scripts/bench-compare.py"))
sys.argv = [sys.argv[0], BIN]
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
os.makedirs(HOME, exist_ok=True)
sound = bench.Sound()
try:
    for start in range(STARTS):
        env = " ".join(f"{k}={shlex.quote(v)}" for k, v in {**bench.xdg(HOME), **sound.env}.items())
        tmux = bench.Tmux("rss-starts")
        tmux.start(f"exec env {env} LANG=C.UTF-8 {shlex.quote(BIN)} --library {shlex.quote(LIB)}")
        pid = bench.wait_until(lambda: (subprocess.run(["pgrep", "-f", f"^{BIN} --library"], capture_output=True,
                                                       text=True).stdout.split() or [None])[-1], 10)
        tmux("send-keys", "-t", "b", "Enter", *["j"] * 5, "Enter")
        polled = []
        for _ in range(24):
            time.sleep(0.5)
            polled.append(round(bench.rss_mb(int(pid)) or 0))
        print(f"start {start + 1}: {polled} | {bench.rss_by_mapping(int(pid))}", flush=True)
        tmux("send-keys", "-t", "b", "q")
        time.sleep(1)
        tmux.kill()
finally:
    sound.close()
