#!/usr/bin/env python3
"""Plays random games through bao-cli's protocol and checks every answer against the
independent reference implementation: legal move sets, every trace (events and the position
after), every resulting position and every result. Exit status 0 only when all agree.

usage: check_cli.py BAO_CLI [--games N] [--seed S] [--variants kigogo,kete,...]"""

import argparse
import json
import random
import subprocess
import sys
import time

import bao_reference as ref


class Cli:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise RuntimeError(f"bao-cli closed its output after {line!r}")
        return answer.rstrip("\n")

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(timeout=10)


# The engine's event types that move no seed (README, "Trace JSON"); the reference has none,
# except in Kiswahili, where it gives the whole trace.
SEEDLESS = ("kuu-gone", "mark", "mark-lapsed", "stage", "turn", "result", "nyumba-gone", "nyumba-dormant",
            "nyumba-functional", "mark-binds")


class Mismatch(Exception):
    pass


def replay(before, mover, events, context):
    """Applies trace events to `before` as PROTOCOL.md and the README say; returns the whole
    position after. Checks on the way what each lift says of its lap: the move's first, a relay,
    or a safari out of the mover's existing kuu (L-6.3)."""
    p = ref.copy(before)
    v = p["v"]
    if v == "kiswahili":
        return replay_kiswahili(p, mover, events, context)
    laps_before = False
    for e in events:
        t = e["t"]
        if t == "lift":
            existing_kuu = v == "kete" and e["sq"] == ref.KUU[mover] and p["kuu"][mover]
            want = "first" if not laps_before else "safari" if existing_kuu else "relay"
            if e.get("lap") != want or (e.get("rule") == "L-6.3") != (want == "safari"):
                raise Mismatch(f"lift {e} should start a {want} lap\n  position: {context}")
        laps_before = laps_before or t in ("lift", "capture")
        if t in ("lift", "capture"):
            i = ref.sq_index(v, e["sq"])
            p["b"][i] -= e["n"]
            assert p["b"][i] >= 0, e
            if t == "capture" and e["to"] == "store":
                p["store"][0 if mover == "S" else 1] += e["n"]
        elif t == "sow":
            p["b"][ref.sq_index(v, e["sq"])] += 1
        elif t == "place":
            p["reserve"][mover] -= 1
            p["b"][ref.sq_index(v, e["sq"])] += 1
        elif t == "store":
            p["b"][ref.sq_index(v, e["sq"])] -= 1
            p["store"][0 if e["owner"] == "S" else 1] += 1
        elif t == "move":
            p["b"][ref.sq_index(v, e["from"])] -= 1
            p["b"][ref.sq_index(v, e["to"])] += 1
        elif t == "mtoto":
            p["mtoto"].add(ref.sq_index(v, e["sq"]))
        elif t == "kuu-gone":
            if not p["kuu"][e["owner"]] or e["sq"] != ref.KUU[e["owner"]]:
                raise Mismatch(f"{e}: no such kuu\n  position: {context}")
            p["kuu"][e["owner"]] = False
        elif t == "mark":
            if p["hz"] is not None:
                raise Mismatch(f"{e} while {ref.sq_name(v, p['hz'])} is marked\n  position: {context}")
            p["hz"] = ref.sq_index(v, e["sq"])
        elif t == "mark-lapsed":
            if p["hz"] != ref.sq_index(v, e["sq"]):
                raise Mismatch(f"{e}: not the mark\n  position: {context}")
            p["hz"] = None
        elif t == "turn":
            p["side"] = e["side"]
    return p


def replay_kiswahili(p, mover, events, context):
    """replay() for Kiswahili's keys: the hands, nyumba ownership and the takasia mark. The laps
    and rules are compared with the reference's own events, so only the position is rebuilt here."""
    v = p["v"]
    for e in events:
        t = e["t"]
        if t in ("lift", "capture"):
            i = ref.sq_index(v, e["sq"])
            p["b"][i] -= e["n"]
            assert p["b"][i] >= 0, e
        elif t == "sow":
            p["b"][ref.sq_index(v, e["sq"])] += 1
        elif t == "place":
            p["hand"][mover] -= 1
            p["b"][ref.sq_index(v, e["sq"])] += 1
        elif t == "nyumba-gone":
            if not p["nyumba"][e["owner"]] or e["sq"] != ref.Z_NYUMBA[e["owner"]]:
                raise Mismatch(f"{e}: no such nyumba\n  position: {context}")
            p["nyumba"][e["owner"]] = False
        elif t == "mark":
            if p["mark"] is not None:
                raise Mismatch(f"{e} while {ref.sq_name(v, p['mark'])} is marked\n  position: {context}")
            p["mark"] = ref.sq_index(v, e["sq"])
        elif t == "mark-lapsed":
            if p["mark"] != ref.sq_index(v, e["sq"]):
                raise Mismatch(f"{e}: not the mark\n  position: {context}")
            p["mark"] = None
        elif t == "turn":
            p["side"] = e["side"]
    return p


def result_of(event):
    """The `result` answer a Result event stands for."""
    text = f"{event['winner']} {event['why']}"
    return text + f" {event['score']}" if "score" in event else text


def expect(what, got, want, context):
    if got != want:
        raise Mismatch(f"{what} differs\n  position: {context}\n  bao-cli:   {got}\n  reference: {want}")


COVERAGE = {}

# The clauses a trace event of each game may name (PROTOCOL.md "rule"): the RULES.md ids of the
# clauses that move seeds, end a move or change the rest of the position, sub-clauses included,
# the turn (C-7) and the end of a game (C-6 for a repetition).
COMMON_IDS = {"C-6", "C-7"}
RULE_IDS = {
    "kigogo": COMMON_IDS | {"K-2", "K-3", "K-4", "K-5"},
    "kimasai": COMMON_IDS | {"M-2", "M-3", "M-4"},
    "kingulu": COMMON_IDS | {"G-2", "G-3", "G-4.1", "G-4.2", "G-4.3", "G-4.4", "G-4.5", "G-6", "G-7"},
    "kete": COMMON_IDS | {"L-2", "L-3", "L-5", "L-6.1", "L-6.2", "L-6.3", "L-6.4", "L-7", "L-8", "L-9", "L-10",
                          "L-11", "L-12"},
    "kiswahili": COMMON_IDS | {"Z-2", "Z-3", "Z-5", "Z-6.1", "Z-6.2", "Z-6.3", "Z-6.4", "Z-7", "Z-8", "Z-8.2",
                               "Z-8.6", "Z-9", "Z-10", "Z-11.1", "Z-11.2", "Z-11.3", "Z-11.4", "Z-12.1",
                               "Z-12.2", "Z-12.3"},
}


def as_reference(events):
    """The events as the reference gives them: it names no rules and no laps, and has only the
    events that move seeds, and the end."""
    return [{k: v for k, v in e.items() if k not in ("rule", "lap")} for e in events if e["t"] not in SEEDLESS]


def count(what):
    COVERAGE[what] = COVERAGE.get(what, 0) + 1


def check_game(cli, variant, rng):
    cli.ask(f"variant {variant}")
    game = ref.Game(ref.start(variant))
    plies = 0
    while True:
        here = ref.bpn(game.p)
        expect("pos", cli.ask("pos"), "pos " + here, here)
        expect("result", cli.ask("result"), "result " + game.result, here)
        legal_ref = ref.legal(game.p) if game.result == "ongoing" else []
        legal_cli = cli.ask("legal").split()[1:]
        expect("legal moves", sorted(legal_cli), sorted(legal_ref), here)
        if " hz=" in here and " hz=-" not in here:
            count("hizi zetu mark")
        if " takasia=" in here and " takasia=-" not in here:
            count("takasia mark")
        if any(m.endswith("*") for m in legal_ref):
            count("safari choice")
        if game.result != "ongoing":
            count("result " + game.result.split()[1])
            expect("play after the end", cli.ask("play " + (legal_ref or ["a1"])[0]), "error game over", here)
            return plies
        move = rng.choice(legal_ref)
        trace_line = cli.ask("trace " + move)
        if not trace_line.startswith("trace "):
            raise Mismatch(f"trace {move} answered {trace_line!r}\n  position: {here}")
        trace = json.loads(trace_line[6:])
        before = game.p
        events = game.play(move)
        if variant == "kiswahili":  # the whole trace: rules, laps and the events that move no seed
            expect(f"trace of {move}", trace["events"], events, here)
        else:
            expect(f"trace of {move}", as_reference(trace["events"]), events, here)
        for e in trace["events"]:
            if e.get("rule") not in RULE_IDS[variant]:
                raise Mismatch(f"trace of {move}: event {e} names no rule of {variant}\n  position: {here}")
            count(f"rule {e['rule']}")
            if e["t"] in SEEDLESS or e["t"] == "lift":
                count(f"{e['t']} {e.get('lap', '')}".strip())
        count("end " + events[-1]["why"])
        expect(f"last event of {move}", trace["events"][-1]["t"], "end", here)
        if any(e["t"] == "sow" and e["sq"] == ref.Z_NYUMBA[before["side"]] for e in events if variant == "kiswahili") \
                and before.get("nyumba", {}).get(before["side"]):
            count("sown into an owned nyumba")
        results = [result_of(e) for e in trace["events"] if e["t"] == "result"]
        expect(f"result event of {move}", results, [game.result] if game.result != "ongoing" else [], here)
        mark = before.get("hz", before.get("mark"))
        if mark is not None and ref.owner(variant, mark) == before["side"] and any(
                e["t"] == "lift" and e["sq"] == ref.sq_name(variant, mark) for e in events):
            count("hizi zetu passed on the first lap from the kuu")
        expect(f"position after {move}", trace["after"], ref.bpn(game.p), here)
        replayed = replay(before, before["side"], trace["events"], here)
        expect(f"replayed events of {move}", ref.bpn(replayed), ref.bpn(game.p), here)
        expect(f"play {move}", cli.ask("play " + move), "ok", here)
        plies += 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", default=",".join(ref.VARIANTS))
    args = ap.parse_args()
    cli = Cli(args.cli)
    failures = 0
    for variant in args.variants.split(","):
        rng = random.Random(f"{args.seed}-{variant}")
        games = plies = skipped = 0
        started = time.time()
        for _ in range(args.games):
            try:
                plies += check_game(cli, variant, rng)
                games += 1
            except ref.TooLong:
                skipped += 1
            except Mismatch as m:
                failures += 1
                print(f"MISMATCH in {variant}: {m}", flush=True)
                break
        print("  covered: " + ", ".join(f"{k} {n}" for k, n in sorted(COVERAGE.items())))
        COVERAGE.clear()
        print(f"{variant}: {games} games, {plies} plies agree ({skipped} skipped: a sowing past "
              f"{ref.LAP_CAP} laps) in {time.time() - started:.1f}s", flush=True)
    cli.close()
    total = len(args.variants.split(","))
    print(f"reference: {total - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
