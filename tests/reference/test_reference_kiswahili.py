#!/usr/bin/env python3
"""The reference implementation's own hand-worked Bao la Kiswahili cases: RULES.md section 6's
worked examples W1-W8 and the decisions of its table Z-D, so that the reference is checked
against the rules and not only against bao-cli. The working of each position is in
tests/engine/tst_kiswahili.cpp, which holds the same cases for the engine."""

import unittest

import bao_reference as ref

START = "kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 nyumba=1,1 takasia=-"
W2 = "kiswahili 0,0,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=10,10 nyumba=1,0 takasia=-"
W3 = "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 takasia=-"
W4 = "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/2,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-"


def game(bpn):
    return ref.Game(ref.parse_kiswahili(bpn))


def after(bpn, *moves):
    """The position after `moves`, the last move's events and the result."""
    g = game(bpn)
    events = []
    for move in moves:
        assert move in ref.legal(g.p), (move, ref.legal(g.p))
        events = g.play(move)
    return ref.bpn(g.p), events, g.result


def seeds(events):
    """The events that move seeds, with their squares: "lift e2 7", "sow f2", ..."""
    out = []
    for e in events:
        if e["t"] in ("lift", "capture"):
            out.append(f"{e['t']} {e['sq']} {e['n']}")
        elif e["t"] in ("place", "sow"):
            out.append(f"{e['t']} {e['sq']}")
    return " ".join(out)


def kinds(events):
    return [e["t"] for e in events]


class WorkedExamples(unittest.TestCase):
    def test_parse_round_trip_Z1(self):
        self.assertEqual(ref.bpn(ref.parse_kiswahili(START)), START)
        self.assertEqual(ref.bpn(ref.start("kiswahili")), START)

    def test_W1_first_move_Z8(self):
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(START))), ["f2ccw", "f2cw", "g2ccw", "g2cw"])
        position, events, _ = after(START, "f2ccw")
        self.assertTrue(position.startswith("kiswahili 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,1,1,7,0,2,0/"), position)
        self.assertIn("reserve=21,22", position)
        self.assertEqual(seeds(events), "place f2 lift f2 3 sow e2 sow d2 sow c2")

    def test_W2_kichwa_choice_and_safari_Z5_Z6_Z7(self):
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(W2))), ["c2ccw", "c2cw", "c2cw*"])
        _, stop, _ = after(W2, "c2cw")
        self.assertEqual(seeds(stop), "place c2 capture c3 5 sow a2 sow b2 sow c2 sow d2 sow e2")
        self.assertEqual(stop[-1], {"t": "end", "why": "nyumba", "rule": "Z-6.3"})
        position, safari, _ = after(W2, "c2cw*")
        self.assertIn("lift e2 7 sow f2 sow g2 sow h2 sow h1 sow g1 sow f1 sow e1", seeds(safari))
        self.assertIn({"t": "nyumba-gone", "sq": "e2", "owner": "S", "rule": "Z-2"}, safari)
        self.assertIn("nyumba=0,0", position)
        _, other, _ = after(W2, "c2ccw")
        self.assertEqual(seeds(other), "place c2 capture c3 5 sow h2 sow g2 sow f2 sow e2 sow d2")

    def test_W3_tax_and_dormant_nyumba_Z8(self):
        position, events, _ = after(W3, "e2cw")
        self.assertEqual(seeds(events), "place e2 lift e2 2 sow f2 sow g2")
        self.assertTrue(position.startswith("kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,1,1,0/"))
        self.assertIn("nyumba=1,0", position)
        self.assertIn("nyumba-dormant", kinds(events))
        dormant = "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,5,0,0,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 takasia=-"
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(dormant))), ["e2ccw", "e2cw"])
        position, events, _ = after(dormant, "e2ccw")
        self.assertEqual(seeds(events), "place e2 lift e2 6 sow d2 sow c2 sow b2 sow a2 sow a1 sow b1")
        self.assertIn("nyumba=0,0", position)

    def test_W4_takasia_set_Z11(self):
        position, _, _ = after(W4, "a2ccw")
        self.assertTrue(position.endswith("N reserve=0,0 nyumba=0,0 takasia=b3"), position)
        position, _, _ = after(W4, "a2cw")
        self.assertTrue(position.endswith("takasia=-"), position)

    def test_W5_binds_then_duty_then_lapses_Z11(self):
        g = game(W4)
        g.play("a2ccw")
        self.assertEqual(sorted(ref.legal(g.p)), ["g3ccw", "g3cw"])
        g.play("g3ccw")
        self.assertTrue(ref.bpn(g.p).endswith("takasia=b3"))
        self.assertEqual(ref.legal(g.p), ["a1cw"])
        events = g.play("a1cw")
        self.assertEqual(seeds(events), "lift a1 2 sow a2 sow b2 capture b3 2 sow a2 sow b2 lift b2 3 sow c2 sow d2 sow e2")
        self.assertTrue(ref.bpn(g.p).endswith("takasia=-"))

    def test_W6_lone_kichwa_towards_the_centre_Z10(self):
        w6 = "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0/3,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-"
        self.assertEqual(ref.legal(ref.parse_kiswahili(w6)), ["a2cw"])

    def test_W7_bao_hamna_Z12(self):
        w7 = "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=3,3 nyumba=0,0 takasia=-"
        position, events, result = after(w7, "c2cw")
        self.assertEqual(position, "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 N "
                                   "reserve=2,3 nyumba=0,0 takasia=-")
        self.assertEqual(result, "S captured-all")
        self.assertEqual(events[-1], {"t": "end", "why": "won", "rule": "Z-12.1"})

    def test_W8_sixteen_never_capture_Z9(self):
        seventeen = "kiswahili 0,0,0,0,0,0,0,0/0,0,1,0,0,3,0,0/0,0,1,17,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-"
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(seventeen))), ["d2ccw", "d2cw"])
        self.assertEqual(ref.z_mtaji_captures(ref.parse_kiswahili(seventeen), "S"), [])
        other_capture = seventeen.replace("0,0,1,17", "2,0,1,17")
        self.assertEqual(ref.legal(ref.parse_kiswahili(other_capture)), ["a2cw"])
        fifteen = seventeen.replace(",17,", ",15,")
        self.assertEqual(ref.legal(ref.parse_kiswahili(fifteen)), ["d2cw"])


class Decisions(unittest.TestCase):
    def test_D12_single_seed_not_marked_Z11(self):
        single = W4.replace("0,2,0,0,0,0,2,0/", "0,1,0,0,0,0,2,0/")
        position, _, _ = after(single, "a2ccw")
        self.assertTrue(position.endswith("takasia=-"), position)

    def test_D11_no_mark_while_the_opponent_can_capture_Z11(self):
        position, _, _ = after(W4.replace("0,2,0,0,0,0,2,0/", "0,2,0,2,0,0,2,0/"), "a2ccw")
        self.assertTrue(position.endswith("takasia=-"), position)

    def test_functional_nyumba_not_marked_dormant_marked_Z11(self):
        functional = "kiswahili 0,0,0,0,0,0,0,0/0,0,0,6,0,0,2,0/0,1,2,1,0,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,1 takasia=-"
        self.assertTrue(after(functional, "c2ccw")[0].endswith("takasia=-"))
        dormant = functional.replace("0,0,0,6,", "0,0,0,5,")
        self.assertTrue(after(dormant, "c2ccw")[0].endswith("takasia=d3"))

    def test_D10_last_namua_takasa_marks_Z11(self):
        north = "kiswahili 0,0,0,0,5,0,0,2/0,0,2,0,0,0,0,1/5,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0 N reserve=0,1 nyumba=0,0 takasia=-"
        position, _, _ = after(north, "c3cw")
        self.assertTrue(position.endswith("S reserve=0,0 nyumba=0,0 takasia=a2"), position)

    def test_D13_first_lap_from_the_nyumba_stops_in_the_mark_Z11(self):
        start = "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,2/0,0,3,0,18,2,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 takasia=c2"
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(start))), ["e2ccw", "e2cw", "f2ccw", "f2cw"])
        position, events, _ = after(start, "e2ccw")
        self.assertEqual(events[-1], {"t": "end", "why": "blocked", "rule": "Z-11.2"})
        self.assertEqual(events[0], {"t": "mark-binds", "sq": "c2", "rule": "Z-11.2"})
        self.assertTrue(position.endswith("takasia=c2"), position)

    def test_D14_the_duty_lapses_Z11(self):
        start = "kiswahili 0,0,0,0,0,0,0,0/0,2,0,0,0,0,2,0/0,1,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=g3"
        self.assertEqual(ref.legal(ref.parse_kiswahili(start)), ["a1cw"])
        position, events, _ = after(start, "a1cw")
        self.assertNotIn("mark-binds", kinds(events))
        self.assertIn({"t": "mark-lapsed", "sq": "g3", "rule": "Z-11.4"}, events)
        self.assertTrue(position.endswith("takasia=-"))

    def test_D8_D9_the_nyumba_in_mtaji_Z6_Z10(self):
        capture = "kiswahili 0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,2/0,1,0,0,6,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 takasia=-"
        _, events, _ = after(capture, "a1cw")
        self.assertIn({"t": "lift", "sq": "e2", "n": 7, "lap": "safari", "rule": "Z-6.3"}, events)
        takasa = "kiswahili 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S reserve=0,0 nyumba=1,0 takasia=-"
        self.assertEqual(sorted(ref.legal(ref.parse_kiswahili(takasa))), ["c2ccw", "c2cw", "e2ccw", "e2cw"])
        _, events, _ = after(takasa, "c2cw")
        self.assertIn({"t": "lift", "sq": "e2", "n": 7, "lap": "relay", "rule": "Z-10"}, events)

    def test_empty_front_row_has_lost_Z12(self):
        empty = "kiswahili 0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0/3,0,0,0,0,0,0,0 S reserve=0,0 nyumba=0,0 takasia=-"
        self.assertEqual(game(empty).result, "N no-moves")

    def test_nyumba_functional_again_Z2(self):
        start = "kiswahili 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S reserve=5,5 nyumba=1,0 takasia=-"
        _, events, _ = after(start, "g2ccw")
        i = events.index({"t": "sow", "sq": "e2", "rule": "Z-8"})
        self.assertEqual(events[i + 1], {"t": "nyumba-functional", "sq": "e2", "owner": "S", "rule": "Z-2"})


if __name__ == "__main__":
    unittest.main()
