#!/usr/bin/env python3
"""bao-cli perft against the reference's perft (perft.py), from each start position and a few
mid-game positions, at depths the Python reference counts in seconds. It needs no Qt, so an
engine-only build (BARAZA_ENGINE_ONLY) checks move generation too; tst_perft pins deeper counts.

usage: check_perft.py BAO_CLI"""

import subprocess
import sys

import bao_reference as ref
import perft

# (position: a variant's name or BPN, depth)
CASES = [
    ("kigogo", 3),
    ("kimasai", 10),
    ("kingulu", 7),
    ("kete", 6),
    ("kigogo 2,1,0,0,3,3,1,4,2,0,1,2/1,0,2,0,3,0,1,1,0,1,1,0/1,0,9,0,3,0,1,0,3,0,1,2/1,3,1,2,0,1,2,0,2,1,0,1 S", 3),
    ("kingulu 1,5,4,0,1,0/9,0,5,2,0,9 S store=9,3 mtoto=b2,c1", 10),
    ("kete 0,0,0,0,0,0,0,0/1,4,1,0,1,1,1,0/1,0,3,1,9,2,3,0/0,0,0,0,0,0,0,0 S reserve=18,18 kuu=1,0 hz=-", 4),
    ("kete 1,2,0,2,4,1,2,5/1,0,2,8,9,2,2,7/0,0,0,0,0,1,1,0/1,3,2,3,2,1,0,2 N reserve=0,0 kuu=0,0 hz=g3", 6),
    ("kiswahili", 6),
    # North's nyumba dormant (five) in namua; South's functional, and taxable once alone.
    ("kiswahili 2,3,2,1,0,0,0,0/0,1,1,5,0,0,0,0/0,0,0,0,6,1,0,1/0,0,1,1,1,3,0,1 S reserve=17,17 nyumba=1,1 takasia=-",
     4),
    # Mtaji with a takasia mark on South's b2: South may not start there, and a lap ending there
    # ends the move (Z-11.2); then North must take b2 if one of his captures does (Z-11.3).
    ("kiswahili 1,1,2,1,3,2,0,8/0,1,1,14,3,0,6,0/1,7,5,0,4,0,0,0/1,0,1,0,0,1,0,1 S reserve=0,0 nyumba=0,0 takasia=b2",
     5),
]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    failures = 0
    for position, depth in CASES:
        p = ref.start(position) if position in ref.VARIANTS else perft.parse(position)
        game = ref.Game(p)
        expected = [perft.perft(game, d) for d in range(1, depth + 1)]
        out = subprocess.run([sys.argv[1], "perft", position, str(depth)], capture_output=True, text=True, check=True)
        got = [int(line.rsplit("nodes=", 1)[1]) for line in out.stdout.splitlines() if line.startswith("perft ")]
        status = "ok" if got == expected else "DIFFERENT"
        failures += got != expected
        print(f"{status} {position} (depth {depth}): bao-cli {got}, reference {expected}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
