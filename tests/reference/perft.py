#!/usr/bin/env python3
"""Perft (PROTOCOL.md) over the independent reference implementation, so that the counts pinned
in tests/engine/tst_perft.cpp do not come from the engine under test.

perft at depth d counts the move sequences of length d in which every move is legal (endless
moves excluded, C-5) and the game had not ended before any of them; a game that ends earlier,
by its own rules or by repetition (C-6, counted from the given position), adds nothing deeper.

usage: perft.py VARIANT|BPN DEPTH      one line per depth: perft <variant> depth=<d> nodes=<n>"""

import sys

import bao_reference as ref


def parse(text):
    """Any variant's position from its BPN text (the reference parses only Kete and Kiswahili itself)."""
    if text.startswith("kete "):
        return ref.parse_kete(text)
    if text.startswith("kiswahili "):
        return ref.parse_kiswahili(text)
    words = text.split()
    v, rows_text, side = words[0], words[1], words[2]
    cols, rows = ref.SHAPE[v]
    b = [0] * (cols * rows)
    for r, row in zip(reversed(range(rows)), rows_text.split("/")):
        for c, n in enumerate(row.split(",")):
            b[r * cols + c] = int(n)
    p = {"v": v, "b": b, "side": side}
    if v == "kingulu":
        keys = dict(word.split("=") for word in words[3:])
        p["store"] = [int(n) for n in keys["store"].split(",")]
        p["mtoto"] = set() if keys["mtoto"] == "-" else {ref.sq_index(v, s) for s in keys["mtoto"].split(",")}
    assert ref.bpn(p) == text, (ref.bpn(p), text)
    return p


def perft(game, depth):
    if game.result != "ongoing":
        return 0
    moves = ref.legal(game.p)
    if depth == 1:
        return len(moves)
    nodes = 0
    for move in moves:
        child = ref.Game.__new__(ref.Game)
        child.p, child.history, child.result = game.p, list(game.history), game.result
        child.play(move)
        nodes += perft(child, depth - 1)
    return nodes


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    what, depth = sys.argv[1], int(sys.argv[2])
    p = ref.start(what) if what in ref.VARIANTS else parse(what)
    game = ref.Game(p)
    for d in range(1, depth + 1):
        print(f"perft {p['v']} depth={d} nodes={perft(game, d)}", flush=True)


if __name__ == "__main__":
    main()
