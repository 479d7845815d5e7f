#!/usr/bin/env python3
"""rescan-interleaved.py LIBRARY HOME N BIN...: `BIN scan LIBRARY --json` on a library its cache
already describes (nothing changed), N times per binary, the binaries interleaved run by run (so
a load that comes and goes hits each alike), each in a session of its own as
scripts/bench-compare.py runs it. Prints per binary the median wall time from exec to exit with
its quartiles and minimum, and the median CPU time (user + system, all threads).
HOME holds the cache (HOME/cache) and state; one warm-up run per binary comes first."""
import os, statistics, subprocess, sys, time

library, home, rounds, binaries = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home + "/config", XDG_CACHE_HOME=home + "/cache",
           XDG_STATE_HOME=home + "/state", LANG="C.UTF-8")
walls = {b: [] for b in binaries}
cpus = {b: [] for b in binaries}
for b in binaries:
    subprocess.run([b, "scan", library, "--json"], env=env, stdout=subprocess.DEVNULL, check=True)
for i in range(rounds):
    for b in binaries if i % 2 == 0 else binaries[::-1]:
        start = time.monotonic()
        process = subprocess.Popen([b, "scan", library, "--json"], env=env, stdout=subprocess.DEVNULL,
                                   start_new_session=True)
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{b} scan failed ({status})")
        walls[b].append((time.monotonic() - start) * 1000)
        cpus[b].append((usage.ru_utime + usage.ru_stime) * 1000)
for b in binaries:
    w = sorted(walls[b])
    quartile = lambda f: w[int(f * (len(w) - 1))]
    print(f"{b}: wall median {statistics.median(w):.1f} ms (quartiles {quartile(.25):.1f}-{quartile(.75):.1f}, "
          f"min {w[0]:.1f}), CPU median {statistics.median(cpus[b]):.1f} ms, {rounds} runs")
