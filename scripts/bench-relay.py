#!/usr/bin/env python3
"""bench-relay.py LOG [--keys-after-first BYTES --wait TEXT ...] -- PROGRAM ARGS...

Runs PROGRAM in a pseudo-terminal of this terminal's size and relays bytes both ways, so the
program runs as a user runs it (inside tmux, which answers its probes), while this relay
timestamps what it writes. Lines appended to LOG, times in ms since the program was started:
  pid PID
  first-frame T cpu C  the first output holding "iPod" (the first drawn screen), and the
                       program's CPU time then (ms; clock ticks, so 10 ms steps)
  step NAME T cpu C    after sending a step's keys, when the output showed its text
  exit STATUS
A step is `--send KEYS --wait TEXT --name NAME`: KEYS (Python escapes: \\r, \\x1b[F) are written
to the program once the previous step is done (the first once the first frame is out), and TEXT
is waited for in the program's output from then on (an empty TEXT: any output, the next frame).
"""
import codecs, fcntl, os, pty, select, signal, sys, termios, time, tty


def main():
    args = sys.argv[1:]
    log_path = args.pop(0)
    steps = []
    while args and args[0] != "--":
        if args[0] == "--send":
            steps.append((codecs.decode(args[1], "unicode_escape").encode("latin-1"), args[3].encode(), args[5]))
            assert args[2] == "--wait" and args[4] == "--name", "usage: --send KEYS --wait TEXT --name NAME"
            args = args[6:]
        else:
            sys.exit(f"bench-relay: unknown option {args[0]}")
    command = args[1:]
    log = open(log_path, "a", buffering=1)
    size = fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8)
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, size)
    log.write(f"pid {pid}\n")
    saved = termios.tcgetattr(0)
    tty.setraw(0)

    def winch(*_):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))
        os.kill(pid, signal.SIGWINCH)

    signal.signal(signal.SIGWINCH, winch)
    ms = lambda: (time.monotonic() - start) * 1000

    def cpu():
        """The program's CPU time so far (ms): on a busy machine, what it cost, beside how long it took."""
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
        except OSError:
            return -1
    first = False
    window = b""  # output since the current step's keys were sent
    step = 0
    try:
        while True:
            try:
                ready, _, _ = select.select([0, fd], [], [])
            except InterruptedError:
                continue
            if 0 in ready:
                data = os.read(0, 65536)
                if not data:
                    break
                os.write(fd, data)
            if fd in ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                os.write(1, data)
                window = (window + data)[-65536:]
                if not first and b"iPod" in window:
                    first = True
                    log.write(f"first-frame {ms():.1f} cpu {cpu():.0f}\n")
                    window = b""
                    if steps:
                        os.write(fd, steps[0][0])
                elif first and step < len(steps) and steps[step][1] in window and window:
                    log.write(f"step {steps[step][2]} {ms():.1f} cpu {cpu():.0f}\n")
                    step += 1
                    window = b""
                    if step < len(steps):
                        os.write(fd, steps[step][0])
    finally:
        termios.tcsetattr(0, termios.TCSADRAIN, saved)
        _, status = os.waitpid(pid, 0)
        log.write(f"exit {status}\n")


main()
