#!/usr/bin/env python3
"""Fits the Bao la Kiswahili evaluation's weights (engine/src/search/kiswahili_evaluation.cpp) to
the games printed by `bao-cli kiswahili-features`: a logistic regression of each game's result on
the features, every weight tapered from mtaji (both hands empty) to namua (both hands full, 44
seeds). Prints the held-out log-loss beside a material-only baseline, and the C++ tables to paste.
Needs python3-numpy.

    bao-cli kiswahili-features --games 1500 --seed 1 > games.txt
    tools/kiswahili-fit/fit.py games.txt
"""
import sys

import numpy as np

HAND_SEEDS = 44
PAIRS = ["kFront", "kCaptures", "kBestCapture", "kWorking", "kEmptyFront", "kBigHoles"]


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
    result, share = rows[:, 0], rows[:, 1:2] / HAND_SEEDS
    features = rows[:, 2:]  # material, then own and opponent's value of each pair
    x = np.hstack([features * (1 - share), features * share])  # the mtaji and the namua weight
    baseline = np.hstack([features[:, :1] * (1 - share), features[:, :1] * share])
    cut = int(len(result) * 0.8)  # the rows are in game order: the last fifth are unseen games
    w, wb = irls(x[:cut], result[:cut]), irls(baseline[:cut], result[:cut])
    print(f"// {len(result)} positions; held-out log-loss {log_loss(x[cut:], result[cut:], w):.4f}, "
          f"material alone {log_loss(baseline[cut:], result[cut:], wb):.4f}")
    n = features.shape[1]
    mtaji, namua = w[:n], w[n:2 * n]
    scale = 100 / ((mtaji[0] + namua[0]) / 2)  # a seed of material, half-way through namua: 100
    pair = lambda i: f"{{{round(mtaji[i] * scale)}, {round(namua[i] * scale)}}}"
    print(f"constexpr Tapered kMaterial{pair(0)};")
    for k, name in enumerate(PAIRS):
        own, opponent = 1 + 2 * k, 2 + 2 * k
        print(f"constexpr std::array<Tapered, 2> {name}{{{{{pair(own)}, {pair(opponent)}}}}};")


if __name__ == "__main__":
    main(sys.argv[1:])
