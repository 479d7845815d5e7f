#!/usr/bin/env python3
"""Generate ipodtui's UI sounds (clicks and alarms) into sounds/.

Python 3 standard library only; deterministic (fixed seed), so rerunning it
rewrites byte-identical files. All files are 16-bit PCM, 44,100 Hz, mono.

Recipes (t in seconds, envelopes are exponential decays exp(-t/tau)):

Clicks (one per wheel step; short so a fast spin never smears):
  click-classic.wav  3 ms. The iPod piezo: a 2.7 kHz square-ish tone
                     (tanh(2.5*sin) soft-clipped sine) plus a 4.1 kHz partial
                     at 0.35, tau 0.8 ms, peak 0.55. Energy sits at 1-4.5 kHz.
  click-soft.wav     14 ms. A low thump: sine sweeping 240 -> 120 Hz, tau 3 ms,
                     with a 1 ms low-passed noise transient, peak 0.6.
  click-tick.wav     1.2 ms. A bright tick: 6.5 kHz sine plus high-passed white
                     noise, tau 0.25 ms, peak 0.5.
  click-wood.wav     25 ms. A woodblock: modes 880 / 2,420 / 3,960 Hz at
                     1 / 0.5 / 0.25 with taus 6 / 3 / 1.5 ms, peak 0.55.

Alarms (loop seamlessly: every note is enveloped to zero before the end):
  alarm-beacon.wav   1.6 s. Two rising pulses: a 0.35 s sweep 600 -> 1,200 Hz
                     each, attack 10 ms, release 60 ms, at 0 s and 0.5 s.
  alarm-chimes.wav   2.0 s. Four bell strikes (E6 C6 D6 G5) 0.45 s apart, each
                     partials 1 / 2.76 / 5.4 x f with taus 0.5 / 0.2 / 0.08 s.
  alarm-radar.wav    1.0 s. Four 1 kHz square-ish beeps of 70 ms, 120 ms apart,
                     5 ms attack and release, then silence.

Every sound ends with a 1 ms linear fade so no file ends on a step.
"""
import math
import os
import random
import struct
import wave

RATE = 44100
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sounds")
rng = random.Random(20240601)


def frames(seconds):
    return int(round(seconds * RATE))


def fade_tail(samples, seconds=0.001):
    n = min(len(samples), frames(seconds))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - (i + 1) / n
    return samples


def normalize(samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def write(name, samples):
    path = os.path.join(ROOT, name)
    data = b"".join(
        struct.pack("<h", max(-32767, min(32767, int(round(s * 32767))))) for s in samples
    )
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    print(f"{name}: {len(samples)} frames")


def click_classic():
    out = []
    for i in range(frames(0.003)):
        t = i / RATE
        tone = math.tanh(2.5 * math.sin(2 * math.pi * 2700 * t))
        tone += 0.35 * math.sin(2 * math.pi * 4100 * t)
        out.append(tone * math.exp(-t / 0.0008))
    return fade_tail(normalize(out, 0.55))


def click_soft():
    out, phase, noise = [], 0.0, 0.0
    for i in range(frames(0.014)):
        t = i / RATE
        freq = 120 + 120 * math.exp(-t / 0.004)
        phase += 2 * math.pi * freq / RATE
        noise = 0.8 * noise + 0.2 * rng.uniform(-1, 1)  # one-pole low-pass
        transient = noise * 0.5 if t < 0.001 else 0.0
        out.append((math.sin(phase) + transient) * math.exp(-t / 0.003))
    return fade_tail(normalize(out, 0.6))


def click_tick():
    out, last = [], 0.0
    for i in range(frames(0.0012)):
        t = i / RATE
        white = rng.uniform(-1, 1)
        bright = white - last  # first difference: a crude high-pass
        last = white
        out.append((math.sin(2 * math.pi * 6500 * t) + 0.6 * bright) * math.exp(-t / 0.00025))
    return fade_tail(normalize(out, 0.5), 0.0003)


def click_wood():
    modes = [(880, 1.0, 0.006), (2420, 0.5, 0.003), (3960, 0.25, 0.0015)]
    out = []
    for i in range(frames(0.025)):
        t = i / RATE
        out.append(sum(a * math.sin(2 * math.pi * f * t) * math.exp(-t / tau) for f, a, tau in modes))
    return fade_tail(normalize(out, 0.55))


def envelope(t, length, attack, release):
    if t < 0 or t >= length:
        return 0.0
    return min(1.0, t / attack, (length - t) / release)


def alarm_beacon():
    out = [0.0] * frames(1.6)
    for start in (0.0, 0.5):
        phase = 0.0
        for i in range(frames(0.35)):
            t = i / RATE
            phase += 2 * math.pi * (600 + 600 * t / 0.35) / RATE
            out[frames(start) + i] += math.sin(phase) * envelope(t, 0.35, 0.01, 0.06)
    return fade_tail(normalize(out, 0.5))


def alarm_chimes():
    out = [0.0] * frames(2.0)
    partials = [(1.0, 1.0, 0.5), (2.76, 0.45, 0.2), (5.4, 0.25, 0.08)]
    for n, f in enumerate([1318.5, 1046.5, 1174.7, 784.0]):
        start = frames(n * 0.45)
        for i in range(len(out) - start):
            t = i / RATE
            v = sum(a * math.sin(2 * math.pi * f * k * t) * math.exp(-t / tau) for k, a, tau in partials)
            out[start + i] += v * min(1.0, t / 0.002)
    return fade_tail(normalize(out, 0.5), 0.02)


def alarm_radar():
    out = [0.0] * frames(1.0)
    for n in range(4):
        start = frames(n * 0.12)
        for i in range(frames(0.07)):
            t = i / RATE
            tone = math.tanh(3 * math.sin(2 * math.pi * 1000 * t))
            out[start + i] += tone * envelope(t, 0.07, 0.005, 0.005)
    return fade_tail(normalize(out, 0.45))


def main():
    os.makedirs(ROOT, exist_ok=True)
    write("click-classic.wav", click_classic())
    write("click-soft.wav", click_soft())
    write("click-tick.wav", click_tick())
    write("click-wood.wav", click_wood())
    write("alarm-beacon.wav", alarm_beacon())
    write("alarm-chimes.wav", alarm_chimes())
    write("alarm-radar.wav", alarm_radar())


if __name__ == "__main__":
    main()
