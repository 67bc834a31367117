#!/usr/bin/env python3
"""The reference implementation's own hand-worked Bao la Kete cases (RULES.md L-11), so that
the reference is checked against the rules and not only against bao-cli. The working of each
position is in tests/engine/tst_kete.cpp, which holds the same cases for the engine."""

import unittest

import bao_reference as ref

FIRST_LAP = "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=1,0 hz=c2"


def after(bpn, *moves):
    game = ref.Game(ref.parse_kete(bpn))
    events = []
    for move in moves:
        assert move in ref.legal(game.p), (move, ref.legal(game.p))
        events = game.play(move)
    return ref.bpn(game.p), events


class HiziZetu(unittest.TestCase):
    def test_parse_round_trip(self):
        self.assertEqual(ref.bpn(ref.parse_kete(FIRST_LAP)), FIRST_LAP)

    def test_first_lap_from_the_kuu_relays_out_of_the_mark_L11(self):
        position, events = after(FIRST_LAP, "e2ccw")
        self.assertEqual(
            position, "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/3,0,1,3,2,0,2,0/3,0,1,3,1,2,0,2 N reserve=0,0 kuu=0,0 hz=c3")
        self.assertIn({"t": "lift", "sq": "c2", "n": 5}, events)
        self.assertEqual(events[-1], {"t": "end", "why": "empty"})

    def test_later_lap_of_the_kuus_move_stops_in_the_mark_L11(self):
        position, events = after(FIRST_LAP, "e2cw")
        self.assertEqual(
            position, "kete 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,2,5,1,1,4,0,2/2,0,2,0,2,0,2,0 N reserve=0,0 kuu=0,0 hz=h3")
        self.assertEqual(events[-1], {"t": "end", "why": "blocked"})

    def test_first_lap_not_from_the_kuu_stops_in_the_mark_L11(self):
        start = "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,2,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c2"
        self.assertEqual(sorted(ref.legal(ref.parse_kete(start))), ["e2ccw", "e2cw"])
        position, events = after(start, "e2ccw")
        self.assertEqual(
            position, "kete 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,3,1,0,0,0,0/0,0,0,0,0,0,0,0 N reserve=0,0 kuu=0,0 hz=c2")
        self.assertEqual(events[-1], {"t": "end", "why": "blocked"})

    def test_single_seed_hole_is_marked_L11(self):
        start = "kete 0,0,0,0,0,0,8,0/0,0,1,0,0,2,0,1/2,2,0,0,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=-"
        position, _ = after(start, "b2cw")
        self.assertTrue(position.endswith("hz=c3"), position)
        position, events = after(start, "b2cw", "f3ccw")
        self.assertEqual(events[-1], {"t": "end", "why": "blocked"})
        self.assertEqual(
            position, "kete 1,1,1,1,1,1,0,1/1,1,2,0,0,0,1,0/2,0,1,1,2,0,1,0/0,0,0,0,0,0,0,0 S reserve=0,0 kuu=0,0 hz=c3")


if __name__ == "__main__":
    unittest.main()
