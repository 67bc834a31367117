#!/usr/bin/env python3
"""Fits the Bao la Kiswahili evaluation's weights (engine/src/search/kiswahili_evaluation.cpp) to
the games printed by `bao-cli kiswahili-features`: a logistic regression of each game's result on
the features, every weight tapered from mtaji (both hands empty) to namua (both hands full, 44
seeds). Prints the held-out log-loss beside a material-only baseline, and the C++ tables to paste.
Needs python3-numpy.

    bao-cli kiswahili-features --games 1500 --seed 1 > games.txt
    tools/kiswahili-fit/fit.py games.txt
"""
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))  # tools/, for logistic_fit
from logistic_fit import fit_held_out, read_rows  # noqa: E402

HAND_SEEDS = 44
PAIRS = ["kFront", "kCaptures", "kBestCapture", "kWorking", "kEmptyFront", "kBigHoles"]


def main(paths):
    rows = read_rows(paths)
    result, share = rows[:, 0], rows[:, 1:2] / HAND_SEEDS
    features = rows[:, 2:]  # material, then own and opponent's value of each pair
    x = np.hstack([features * (1 - share), features * share])  # the mtaji and the namua weight
    baseline = np.hstack([features[:, :1] * (1 - share), features[:, :1] * share])
    w = fit_held_out(x, baseline, result, "material alone")
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
