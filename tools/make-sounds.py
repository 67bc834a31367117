#!/usr/bin/env python3
# Synthesises Baraza's sounds with nothing but Python's standard library, so that they can be
# remade (and changed) from this file alone:
#   tools/make-sounds.py [resources/sounds]
# A seed dropped into a wooden pit is a short burst of noise (the hit) ringing through a few
# resonators tuned like a small hollow in hard wood (the knock). Each drop variant shifts the
# tuning a little and adds a small bounce, so a long sowing that takes them in turn does not
# sound mechanical. A capture is a handful of seeds scooped up together; the end of a game two
# notes of a wooden bar (a marimba-like tone). The output is deterministic: the same script
# gives the same files, byte for byte.
#
# Copyright The Baraza developers. GPL-3.0-or-later, like the rest of Baraza.

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050  # mono, 16-bit: plenty for a knock, and small


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def noise_burst(rng, seconds):
    """White noise under a raised-cosine envelope: the moment of impact."""
    n = max(2, int(seconds * RATE))
    return [rng.uniform(-1, 1) * 0.5 * (1 - math.cos(2 * math.pi * i / (n - 1))) for i in range(n)]


def resonate(excitation, frequency, decay_seconds, length):
    """A two-pole resonator (one mode of the wood) driven by `excitation`; the ring dies by 60 dB
    in `decay_seconds`."""
    r = math.exp(-6.91 / (decay_seconds * RATE))
    a1 = 2 * r * math.cos(2 * math.pi * frequency / RATE)
    a2 = -r * r
    gain = 1 - r  # keeps modes of different decay at comparable loudness
    out = [0.0] * length
    y1 = y2 = 0.0
    for i in range(length):
        x = excitation[i] if i < len(excitation) else 0.0
        y = gain * x + a1 * y1 + a2 * y2
        out[i] = y
        y2, y1 = y1, y
    return out


def low_pass(samples, cutoff):
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += alpha * (x - y)
        out.append(y)
    return out


def mix_into(target, source, at_seconds, gain):
    start = int(at_seconds * RATE)
    if len(target) < start + len(source):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, s in enumerate(source):
        target[start + i] += gain * s


def knock(rng, pitch, length_seconds=0.16):
    """One seed on wood: modes of a small hollow, with a soft low thud under them."""
    length = int(length_seconds * RATE)
    hit = noise_burst(rng, 0.0025 + rng.uniform(0, 0.001))
    modes = [(620, 0.090, 1.0), (1480, 0.060, 0.7), (2650, 0.035, 0.45), (4100, 0.018, 0.25)]
    out = [0.0] * length
    for frequency, decay, weight in modes:
        ring = resonate(hit, frequency * pitch * rng.uniform(0.98, 1.02), decay, length)
        for i in range(length):
            out[i] += weight * ring[i]
    thud = low_pass(hit + [0.0] * (length - len(hit)), 300)
    for i in range(length):
        out[i] += 2.5 * thud[i]
    return out


def bar_note(frequency, length_seconds):
    """A struck wooden bar: a fundamental and the bar's high partials (about 4 and 9.2 times)."""
    length = int(length_seconds * RATE)
    partials = [(1.0, 0.55, 1.0), (3.93, 0.16, 0.35), (9.2, 0.05, 0.12)]
    out = [0.0] * length
    for ratio, decay, weight in partials:
        r = math.exp(-6.91 / (decay * RATE))
        w = 2 * math.pi * frequency * ratio / RATE
        amplitude = weight
        for i in range(length):
            out[i] += amplitude * math.sin(w * i)
            amplitude *= r
    attack = int(0.003 * RATE)
    for i in range(attack):
        out[i] *= i / attack
    return out


def finish(samples, peak):
    """Scaled to `peak`, with a short fade so no file ends in a click."""
    top = max(abs(s) for s in samples) or 1.0
    samples = [s * peak / top for s in samples]
    fade = int(0.01 * RATE)
    for i in range(fade):
        samples[-1 - i] *= i / fade
    return samples


def write(path, samples):
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in samples))


def drop(variant):
    rng = random.Random(1000 + variant)
    pitch = [1.0, 0.93, 1.07, 0.97][variant]
    out = knock(rng, pitch)
    # The seed settles: a smaller, higher tap a few tens of milliseconds later.
    mix_into(out, knock(rng, pitch * 1.12, 0.10), rng.uniform(0.028, 0.045), rng.uniform(0.15, 0.3))
    return finish(out, 0.55)


def capture():
    rng = random.Random(2000)
    out = silence(0.05)
    at = 0.0
    for _ in range(8):  # seeds clattering together as they are scooped out
        mix_into(out, knock(rng, rng.uniform(0.9, 1.35), 0.12), at, rng.uniform(0.4, 1.0))
        at += rng.uniform(0.018, 0.04)
    return finish(out, 0.7)


def game_end():
    out = bar_note(523.25, 0.5)  # C5, then G4 below it: a close, not a fanfare
    mix_into(out, bar_note(392.0, 1.1), 0.22, 1.0)
    return finish(out, 0.6)


def main():
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "resources/sounds")
    folder.mkdir(parents=True, exist_ok=True)
    for variant in range(4):
        write(folder / f"drop-{variant + 1}.wav", drop(variant))
    write(folder / "capture.wav", capture())
    write(folder / "game-end.wav", game_end())


if __name__ == "__main__":
    main()
