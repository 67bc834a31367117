#!/usr/bin/env python3
"""Fits the Bao la Kimasai evaluation's weights (engine/src/search/kimasai_evaluation.cpp) to
the games printed by `bao-cli kimasai-features`: a logistic regression of each game's result on
the features, every weight tapered by the stones left on the board. Prints the held-out log-loss
beside a stones-and-moves baseline, and the C++ tables to paste. Needs python3-numpy.

    bao-cli kimasai-features --games 1500 --seed 1 > games.txt
    tools/kimasai-fit/fit.py games.txt
"""
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # tools/, for logistic_fit
from logistic_fit import fit_held_out, read_rows  # noqa: E402

STEPS, ALL_STONES = 24, 46


def main(paths):
    rows = read_rows(paths)
    result, share = rows[:, 0], rows[:, 1:2] / ALL_STONES
    steps, rest = rows[:, 2:2 + STEPS], rows[:, 2 + STEPS:]  # moves x2, captures x2, back-row room
    tapered = np.hstack([steps, rest[:, :4]])
    x = np.hstack([tapered, tapered * share, rest[:, 4:5]])
    baseline = np.hstack([steps.sum(1, keepdims=True), rest[:, 0:1] - rest[:, 1:2]])
    w = fit_held_out(x, baseline, result, "stones and moves alone")
    n = tapered.shape[1]
    bare, full = w[:n], w[:n] + w[n:2 * n]
    scale = 100 / np.mean((bare[:STEPS] + full[:STEPS]) / 2)  # an average stone, half-way: 100
    pair = lambda i: f"{{{round(bare[i] * scale)}, {round(full[i] * scale)}}}"
    print("kStoneOnStep:", ", ".join(pair(i) for i in range(STEPS)))
    for i, name in enumerate(["kOwnMove", "kOpponentMove", "kOwnCapture", "kOpponentCapture"]):
        print(f"{name}{pair(STEPS + i)}")
    print(f"kBackRowRoom = {round(w[2 * n] * scale)}")


if __name__ == "__main__":
    main(sys.argv[1:])
