#!/usr/bin/env python3
"""Fits the Bao la Kimasai evaluation's weights (engine/src/search/kimasai_evaluation.cpp) to
the games printed by `bao-cli kimasai-features`: a logistic regression of each game's result on
the features, every weight tapered by the stones left on the board. Prints the held-out log-loss
beside a stones-and-moves baseline, and the C++ tables to paste. Needs python3-numpy.

    bao-cli kimasai-features --games 1500 --seed 1 > games.txt
    tools/kimasai-fit/fit.py games.txt
"""
import sys

import numpy as np

STEPS, ALL_STONES = 24, 46


def irls(x, y, l2=1.0, rounds=25):
    """Logistic regression by Newton's method, with a little ridge to keep it steady."""
    x = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(x.shape[1])
    for _ in range(rounds):
        p = 1 / (1 + np.exp(-x @ w))
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + l2 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, x.T @ (p - y) + l2 * w)
    return w


def log_loss(x, y, w):
    x = np.hstack([x, np.ones((len(x), 1))])
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-6, 1 - 1e-6)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))


def main(paths):
    rows = np.concatenate([np.loadtxt(p, ndmin=2) for p in paths])
    result, share = rows[:, 0], rows[:, 1:2] / ALL_STONES
    steps, rest = rows[:, 2:2 + STEPS], rows[:, 2 + STEPS:]  # moves x2, captures x2, back-row room
    tapered = np.hstack([steps, rest[:, :4]])
    x = np.hstack([tapered, tapered * share, rest[:, 4:5]])
    baseline = np.hstack([steps.sum(1, keepdims=True), rest[:, 0:1] - rest[:, 1:2]])
    cut = int(len(result) * 0.8)  # the rows are in game order: the last fifth are unseen games
    w, wb = irls(x[:cut], result[:cut]), irls(baseline[:cut], result[:cut])
    print(f"// {len(result)} positions; held-out log-loss {log_loss(x[cut:], result[cut:], w):.4f}, "
          f"stones and moves alone {log_loss(baseline[cut:], result[cut:], wb):.4f}")
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
