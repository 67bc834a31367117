#!/usr/bin/env python3
"""Checks what the sample games' and lessons' comments say against the engine's traces.

    tools/check-comments.py BAO_CLI [RECORD ...]
    tools/check-comments.py BAO_CLI --expect TEXT [--expect TEXT ...] RECORD ...

Without records: every resources/samples/*.bao and resources/lessons/**/*.bao. For each comment
(and a lesson's WrongWhy) the claims it makes are checked against bao-cli's trace of the move it
follows, the position before it and every legal move there:
- counts: "nine laps" (lifts and the laps that sow captured seeds), "four captures", "d1's three
  seeds", "e1 held two", "all seven were sown", "its 20 seeds", a Kingulu count "26 to 22";
- holes: every hole named is one the move touches, or one that holds seeds (or is a kuu, the
  marked hole, a mtoto) before it; "the empty f2" and "b2 was empty" are checked as said;
- consequences: every "so ..." is one of the consequences below, checked against the trace and
  the legal moves ("so the move ends there", "so you had to sow your kuu", "so North places his
  seed in d3" -- every legal move does --, ...), and "c3 could capture too" against the legal
  moves.
A number or a "so" the checker cannot read is a failure too: the comment is reworded, or the
checker taught the claim. Prints one line per claim that does not hold; exit status 1 if any.
A lesson's comment after the learner's move is shown after every solution: each claim must hold
for at least one of them. A lesson's moves before the learner's (the game so far) are played
first.

With --expect the records are meant to be wrong: the exit status is 0 only when every problem
found holds one of the TEXTs and every TEXT is in a problem (the checker's own test: it must
catch the comments of the Kete sample as they were before issue #30).
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys

NUMBERS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
NUM = r"(\d+|" + "|".join(sorted(NUMBERS, key=len, reverse=True)) + r")"
SQ = r"([a-l][1-4])"
TAG = re.compile(r'^\[(\w+) "([^"]*)"\]\s*$')
MOVE_NUMBER = re.compile(r"^\d+\.$")
SHAPES = {"kigogo": (12, 4), "kimasai": (12, 4), "kete": (8, 4), "kiswahili": (8, 4), "kingulu": (6, 2)}
KUU = {"S": "e2", "N": "d3"}


def number(text):
    text = text.lower()
    return int(text) if text.isdigit() else NUMBERS[text]


# ------------------------------------------------------------------ records and positions

def read_record(path):
    """(tags, moves, {ply: comment}) as the engine reads a .bao record (comments joined)."""
    tags, moves, comments = {}, [], {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        tag = TAG.match(line)
        if tag:
            tags[tag.group(1)] = tag.group(2)
            continue
        while line:
            at = line.find("{")
            before = line if at < 0 else line[:at]
            moves += [word for word in before.split() if not MOVE_NUMBER.match(word)]
            if at < 0:
                break
            end = line.find("}", at)
            comments.setdefault(len(moves), []).extend(line[at + 1:end].split())
            line = line[end + 1:]
    return tags, moves, {ply: " ".join(words) for ply, words in comments.items() if words}


class Position:
    """A BPN position: seeds by square name, side to move and the extras the claims ask about."""

    def __init__(self, text):
        fields = text.split()
        self.variant, rows, self.side = fields[0], fields[1].split("/"), fields[2]
        columns, count = SHAPES[self.variant]
        self.seeds = {}
        for i, row in enumerate(rows):
            for c, n in enumerate(row.split(",")):
                self.seeds["abcdefghijkl"[c] + str(count - i)] = int(n)
        extras = dict(field.split("=", 1) for field in fields[3:])
        # Bao la Kiswahili writes the kuu as the nyumba and the hizi zetu mark as takasia.
        houses = extras.get("kuu", extras.get("nyumba", "0,0"))
        self.kuu = {side: flag == "1" for side, flag in zip("SN", houses.split(","))}
        self.mark = extras.get("hz", extras.get("takasia", "-"))
        self.stores = [int(n) for n in extras.get("store", "0,0").split(",")]
        self.mtoto = [] if extras.get("mtoto", "-") == "-" else extras["mtoto"].split(",")

    def owner(self, square):
        rows = SHAPES[self.variant][1]
        return "S" if int(square[1]) <= rows // 2 else "N"

    def front(self, side):
        if self.variant == "kingulu":
            return "1" if side == "S" else "2"
        return "2" if side == "S" else "3"

    def special(self, square):
        kuus = [KUU[s] for s in "SN" if self.kuu[s]] if self.variant in ("kete", "kiswahili") else []
        return square in kuus or square == self.mark or square in self.mtoto

    def kingulu_count(self, side):
        """G-7: a side's ordinary holes in its own row, its mtoto holes (in the other row), its store."""
        row = [sq for sq in self.seeds if self.owner(sq) == side and sq not in self.mtoto]
        mine = [sq for sq in self.mtoto if self.owner(sq) != side]
        return sum(self.seeds[sq] for sq in row + mine) + self.stores[0 if side == "S" else 1]


def following(position, square):
    """The hole after `square` counterclockwise around its owner's loop (C-2)."""
    columns, rows = SHAPES[position.variant]
    letters = "abcdefghijkl"[:columns]
    if rows == 2:
        low, high = "1", "2"
    else:
        low, high = ("1", "2") if position.owner(square) == "S" else ("3", "4")
    loop = [c + low for c in letters] + [c + high for c in reversed(letters)]
    return loop[(loop.index(square) + 1) % len(loop)]


class Move:
    """A move's trace and what the claims ask of it."""

    def __init__(self, name, trace, before):
        self.name, self.events, self.before = name, trace["events"], before
        self.after = Position(trace["after"])
        self.mover = before.side
        self.lifts = [e for e in self.events if e["t"] == "lift"]
        self.captures = [e for e in self.events if e["t"] == "capture" and before.owner(e["sq"]) != self.mover]
        self.laps = len(self.lifts) + sum(1 for e in self.events if e["t"] == "capture" and e.get("to") == "hand")
        self.sown = [e["sq"] for e in self.events if e["t"] == "sow"]
        self.touched = set()
        for e in self.events:
            for key in ("sq", "from", "to"):
                if isinstance(e.get(key), str) and re.fullmatch(SQ, e[key]):
                    self.touched.add(e[key])
        self.result = next((e for e in self.events if e["t"] == "result"), None)
        # What each hole held just before each seed fell into it ("f2, which held exactly three").
        self.held = {sq: {n} for sq, n in before.seeds.items()}
        seeds = dict(before.seeds)
        for e in self.events:
            t = e["t"]
            if t == "sow":
                self.held[e["sq"]].add(seeds[e["sq"]])
                seeds[e["sq"]] += 1
            elif t == "place":
                seeds[e["sq"]] += 1
            elif t in ("lift", "capture"):
                seeds[e["sq"]] -= e["n"]
            elif t == "store":
                seeds[e["sq"]] -= 1
            elif t == "move":
                seeds[e["from"]] -= 1
                seeds[e["to"]] += 1
        self.start = next((e["sq"] for e in self.events if e["t"] in ("place", "lift")), None)
        self.placed = next((e["sq"] for e in self.events if e["t"] == "place"), None)

    def captured(self, square):
        return any(e["sq"] == square for e in self.captures)


class Situation:
    """The position before a move, every legal move's trace there, and the move itself (if any)."""

    def __init__(self, before, legal, move):
        self.before, self.legal, self.move = before, legal, move


def situations(cli, tags, moves, plies, extra=()):
    """{ply: Situation} for the positions after `plies` moves; `extra` moves are traced there too."""
    start = f"position {tags['Start']}" if "Start" in tags else f"variant {tags['Game']}"
    found = {}
    for ply in plies:
        commands = [start] + [f"play {m}" for m in moves[:ply]]
        pos, legal = run(cli, commands + ["pos", "legal"])[-2:]
        before = Position(pos.split(" ", 1)[1])
        legal = legal.split()[1:]
        names = list(dict.fromkeys(legal + [m for m in extra if m]))
        traced = run(cli, commands + [f"trace {m}" for m in names])[-len(names):] if names else []
        traces = {m: Move(m, json.loads(line.split(" ", 1)[1]), before)
                  for m, line in zip(names, traced) if line.startswith("trace ")}
        found[ply] = Situation(before, [traces[m] for m in legal if m in traces], traces)
    return found


def run(cli, commands):
    done = subprocess.run([cli], input="\n".join(commands) + "\nquit\n", capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


# ------------------------------------------------------------------ the claims

def claims():
    """(pattern, check(match, situation, move) -> True/False/None, what it says)."""
    c = []

    def claim(pattern, what):
        def add(check):
            c.append((re.compile(pattern, re.I), check, what))
            return check
        return add

    @claim(rf"\b{NUM} laps?( long)?\b", "laps")
    def _(m, s, mv):
        return mv.laps == number(m.group(1))

    @claim(r"\brelays a second lap\b", "laps")
    def _(m, s, mv):
        return mv.laps == 2

    @claim(rf"\b{NUM} captures\b", "captures")
    def _(m, s, mv):
        return len(mv.captures) == number(m.group(1))

    @claim(rf"\b({SQ[1:-1]}|kuu)'s {NUM} seeds?\b", "a hole's seeds")
    def _(m, s, mv):
        square = KUU[mv.mover] if m.group(1) == "kuu" else m.group(1)
        n = number(m.group(2))
        return s.before.seeds[square] == n or any(e["sq"] == square and e["n"] == n for e in mv.lifts)

    @claim(rf"\b(?:north|south) has {NUM} seeds in his row\b", "seeds in a row")
    def _(m, s, mv):
        side = "N" if m.group(0).lower().startswith("north") else "S"
        return sum(n for sq, n in s.before.seeds.items() if s.before.owner(sq) == side) == number(m.group(1))

    @claim(rf"\b{NUM} seeds in {SQ}\b", "a hole's seeds")
    def _(m, s, mv):
        return s.before.seeds[m.group(2)] == number(m.group(1))

    @claim(rf"\bnone of your (front )?holes? (?:held|holds) two(?: or more)? seeds\b|\bno hole with two or more seeds\b",
           "no hole of two or more")
    def _(m, s, mv):
        b = s.before
        front = b.front(b.side) if m.group(1) else None
        return not any(n >= 2 for sq, n in b.seeds.items() if b.owner(sq) == b.side and (front is None or sq[1] == front))

    @claim(rf"\blap sowed {NUM} seeds\b|\bonly {NUM} seeds leave your kuu\b", "a lap's seeds")
    def _(m, s, mv):
        return any(e["n"] == number(m.group(1) or m.group(2)) for e in mv.lifts)

    @claim(rf"\b{NUM} seeds into your store\b", "seeds into the store")
    def _(m, s, mv):
        i = 0 if mv.mover == "S" else 1
        return mv.after.stores[i] - s.before.stores[i] == number(m.group(1))

    @claim(rf"\bmoved in too: {NUM} seeds\b", "a new mtoto's seeds")
    def _(m, s, mv):
        made = [e["sq"] for e in mv.events if e["t"] == "mtoto"]
        return bool(made) and mv.after.seeds[made[-1]] == number(m.group(1))

    @claim(rf"\bfrom {SQ}(?: the loop turns)? (?:down|up) (?:in)?to {SQ}\b", "the loop")
    def _(m, s, mv):
        return following(s.before, m.group(1)) == m.group(2)

    @claim(rf"\baway from {SQ}\b", "a step away")
    def _(m, s, mv):
        return m.group(1) not in mv.sown

    @claim(rf"\band so did {SQ}(?: and {SQ})?\b", "more relays")
    def _(m, s, mv):
        return all(any(e["sq"] == sq and e.get("lap") == "relay" for e in mv.lifts) for sq in m.groups() if sq)

    @claim(rf"\binstead of lifting {SQ} and sowing on to {SQ}\b", "a lap stopped")
    def _(m, s, mv):
        return mv.sown and mv.sown[-1] == m.group(1) and m.group(2) not in mv.sown[-1:]

    @claim(rf"\b{SQ},? (?:which )?(?:held|holds) (?:exactly )?{NUM}(?: seeds)?(?!,? your last)\b", "a hole's seeds")
    def _(m, s, mv):
        return number(m.group(2)) in mv.held[m.group(1)]

    @claim(rf"\b{SQ} held {NUM}, your last seed made {NUM}\b", "a hole's seeds, and one more")
    def _(m, s, mv):
        n = number(m.group(2))
        return n in mv.held[m.group(1)] and number(m.group(3)) == n + 1

    @claim(rf"\b{SQ},? (?:which )?held a seed\b", "a hole held a seed")
    def _(m, s, mv):
        return s.before.seeds[m.group(1)] >= 1

    @claim(rf"\b{NUM} (?:seeds )?from {SQ}\b", "seeds lifted from a hole")
    def _(m, s, mv):
        n = number(m.group(1))
        return any(e["sq"] == m.group(2) and e["n"] == n for e in mv.lifts)

    @claim(rf"\ball {NUM}\b", "all the seeds of a lap")
    def _(m, s, mv):
        return any(e["n"] == number(m.group(1)) for e in mv.lifts)

    @claim(rf"\b(?:its|the) {NUM} (?:captured )?seeds\b", "a lap's or a capture's seeds")
    def _(m, s, mv):
        n = number(m.group(1))
        return any(e["n"] == n for e in mv.lifts + mv.captures)

    @claim(rf"\b{NUM} seeds in all\b", "seeds captured in all")
    def _(m, s, mv):
        return sum(e["n"] for e in mv.captures) == number(m.group(1))

    @claim(rf"\bthose {NUM} seeds and your capturing seed\b", "a Kingulu capture")
    def _(m, s, mv):
        return any(e["n"] == number(m.group(1)) for e in mv.captures)

    @claim(rf"\bkuu held {NUM}\b(?! with)", "the kuu's seeds before")
    def _(m, s, mv):
        return s.before.seeds[KUU[mv.mover]] == number(m.group(1))

    @claim(rf"\b(?:held )?{NUM} with (?:your|the) reserve seed\b", "the kuu with the placed seed")
    def _(m, s, mv):
        return mv.placed is not None and s.before.seeds[mv.placed] + 1 == number(m.group(1))

    @claim(rf"\bonly {NUM} were lifted\b", "a lift")
    def _(m, s, mv):
        return any(e["n"] == number(m.group(1)) for e in mv.lifts)

    @claim(rf"\bstays, with {NUM}\b", "the kuu left")
    def _(m, s, mv):
        return mv.after.seeds[KUU[mv.mover]] == number(m.group(1)) and mv.after.kuu[mv.mover]

    @claim(rf"\bwith (?:its )?{NUM} seeds\b", "a hole's seeds")
    def _(m, s, mv):
        n = number(m.group(1))
        return n in s.before.seeds.values() or n in mv.after.seeds.values()

    @claim(rf"\b{NUM} seeds that count for you\b", "a new mtoto's seeds")
    def _(m, s, mv):
        n = number(m.group(1))
        made = [e["sq"] for e in mv.events if e["t"] == "mtoto"]
        return bool(made) and mv.after.seeds[made[-1]] == n

    @claim(rf"\b{NUM} seeds in his store against North's {NUM}\b", "the stores")
    def _(m, s, mv):
        return mv.after.stores == [number(m.group(1)), number(m.group(2))]

    @claim(rf"\b(?:wins? )?{NUM} to {NUM}(?: on the count)?\b", "a Kingulu count")
    def _(m, s, mv):
        return (mv.after.kingulu_count(mv.mover), mv.after.kingulu_count("N" if mv.mover == "S" else "S")) == (
            number(m.group(1)), number(m.group(2)))

    @claim(rf"\byou count {NUM} in your row, {NUM} in your mtoto {SQ} and {NUM} in your store: {NUM} against "
           rf"North's {NUM}\b", "a Kingulu count in its parts")
    def _(m, s, mv):
        a = mv.after
        row = sum(n for sq, n in a.seeds.items() if a.owner(sq) == "S" and sq not in a.mtoto)
        parts = (row, a.seeds[m.group(3)], a.stores[0], a.kingulu_count("S"), a.kingulu_count("N"))
        return parts == tuple(number(m.group(i)) for i in (1, 2, 4, 5, 6))

    @claim(rf"\b{NUM} (?:seeds )?in reserve\b|\b{NUM} seeds each wait", "reserve seeds")
    def _(m, s, mv):
        return True  # the start's reserve; no lesson or sample says it

    @claim(r"\bfront row almost empty\b", "a front row almost empty")
    def _(m, s, mv):
        enemy = "N" if mv.mover == "S" else "S"
        row = mv.after.front(enemy)
        left = [sq for sq, n in mv.after.seeds.items() if sq[1] == row and n > 0]
        return 0 < len(left) <= 2

    @claim(rf"\b(?:the empty {SQ}|{SQ}(?:, [^,.]*,| behind it| opposite)? (?:was|is) empty|your empty {SQ})\b",
           "an empty hole")
    def _(m, s, mv):
        square = m.group(1) or m.group(2) or m.group(3)
        return s.before.seeds[square] == 0 or mv.after.seeds[square] == 0

    @claim(rf"\b{SQ} could capture too\b", "another capture")
    def _(m, s, mv):
        return any(other.start == m.group(1) and other.captures for other in s.legal)

    @claim(rf"\b{SQ} is his only capture position\b", "the only capture position")
    def _(m, s, mv):
        return bool(s.legal) and all(other.start == m.group(1) and other.captures for other in s.legal)

    # Consequences: "..., so <consequence>".
    @claim(rf"{SQ}[^.;:]*?,? so the move ends(?: there)?\b", "so the move ends")
    def _(m, s, mv):
        return mv.sown and mv.sown[-1] == m.group(1)

    @claim(rf"\bso the last one lands in {SQ}\b", "so the last seed lands")
    def _(m, s, mv):
        return mv.sown and mv.sown[-1] == m.group(1)

    @claim(rf"\bso only {NUM} were lifted\b", "a lift")
    def _(m, s, mv):
        return any(e["n"] == number(m.group(1)) for e in mv.lifts)

    @claim(rf"\b(?:so {SQ} becomes a )?mtoto of only {NUM}\b", "a new mtoto's seeds")
    def _(m, s, mv):
        made = [e["sq"] for e in mv.events if e["t"] == "mtoto"]
        return bool(made) and mv.after.seeds[made[-1]] == number(m.group(2)) and m.group(1) in (None, made[-1])

    @claim(r"\bso the game goes on\b", "the game goes on")
    def _(m, s, mv):
        return mv.result is None

    @claim(r"\band so on\b", "and so on")
    def _(m, s, mv):
        return True  # "etc.", no consequence

    @claim(r"\bso you captured again\b", "so you captured again")
    def _(m, s, mv):
        return len(mv.captures) >= 2

    @claim(rf"\bso it takes {SQ}\b", "so it takes")
    def _(m, s, mv):
        return mv.captured(m.group(1))

    @claim(r"\b(?:no capture is possible, so this move is a takata|so you sowed a takata)\b", "no capture")
    def _(m, s, mv):
        return not any(other.captures for other in s.legal)

    @claim(r"\byou could not capture, so you had to sow your kuu\b", "the kuu first")
    def _(m, s, mv):
        kuu = KUU[s.before.side]
        return not any(o.captures for o in s.legal) and all(o.start == kuu for o in s.legal)

    @claim(r"\bso you sowed from your back row\b", "the back row")
    def _(m, s, mv):
        front = s.before.front(s.before.side)
        return mv.start[1] != front and all(o.start[1] != front for o in s.legal)

    @claim(r"\bso one seed stepped\b", "a step")
    def _(m, s, mv):
        return mv.lifts[0]["n"] == 1 and not any(
            n >= 2 for sq, n in s.before.seeds.items() if s.before.owner(sq) == s.before.side)

    @claim(r"\bso he may only step a single seed\b", "only steps")
    def _(m, s, mv):
        return all(o.lifts and o.lifts[0]["n"] == 1 for o in s.legal)

    @claim(r"\bso it went into your store\b", "into the store")
    def _(m, s, mv):
        return any(e["t"] == "store" and e["owner"] == mv.mover for e in mv.events)

    @claim(r"\bso only the front (?:stone|hole) is taken\b", "one capture")
    def _(m, s, mv):
        return len(mv.captures) == 1

    @claim(r"\bso the game ends\b", "the end of the game")
    def _(m, s, mv):
        return mv.result is not None

    @claim(rf"\bso (?:north|south|he|you) places? (?:a|his|your) seed in (?:{SQ}|(?:his|your) kuu)\b", "a forced placing")
    def _(m, s, mv):
        square = m.group(1) or KUU[mv.mover]
        return bool(s.legal) and all(o.placed == square for o in s.legal)

    @claim(rf"\b{SQ} held a seed, so its {NUM} seeds went on\b", "a relay")
    def _(m, s, mv):
        return any(e["sq"] == m.group(1) and e["n"] == number(m.group(2)) and e.get("lap") == "relay"
                   for e in mv.lifts)

    return c


CLAIMS = claims()
# Numbers that describe the board, not a move.
BOARD = re.compile(rf"\b(?:four rows|two rows|rows of (?:twelve|eight|six)|{NUM} holes|one loop|two-row|"
                   rf"one stone a hole|your two rows|round the end|rows? {NUM}(?: and {NUM})?|two or more|"
                   rf"of (?:eight|16) or more|sows just two|third time|second time)\b", re.I)
COUNTED = re.compile(rf"\b(?:\d+|{'|'.join(w for w in NUMBERS if NUMBERS[w] >= 2)})\b", re.I)


def check_text(text, place, situation, moves, problems):
    """Every claim of `text` against `moves` (it holds if it holds for one of them)."""
    covered = []
    for pattern, check, what in CLAIMS:
        for m in pattern.finditer(text):
            covered.append(m.span())
            results = [check(m, situation, mv) for mv in moves] if moves else [None]
            if not any(results):
                problems.append(f"{place}: \"{m.group(0)}\" ({what}) does not hold")

    def inside(span):
        return any(a <= span[0] and span[1] <= b for a, b in covered)

    for m in BOARD.finditer(text):
        covered.append(m.span())
    for m in COUNTED.finditer(text):
        if not inside(m.span()):
            problems.append(f"{place}: the number \"{m.group(0)}\" is no claim the checker can check")
    for m in re.finditer(r"\bso\b", text, re.I):
        if not inside(m.span()):
            problems.append(f"{place}: a \"so ...\" the checker cannot check: {text[m.start():m.start() + 50]}")
    for m in re.finditer(rf"(?<![\w-]){SQ}(?!\w)", text):
        square = m.group(1)
        if inside(m.span()):
            continue
        if square not in situation.before.seeds:
            problems.append(f"{place}: names {square}, which is no hole of the board")
        elif not any(square in mv.touched for mv in moves) and situation.before.seeds[square] == 0 \
                and not situation.before.special(square):
            problems.append(f"{place}: names {square}, which the move does not touch and which is empty")


def wrong_tries_of(tags):
    """[(moves, explanation tag)] of a lesson: Wrong/WrongWhy, then Wrong2/WrongWhy2, … (docs/lessons.md)."""
    tries, n = [], 1
    while f"Wrong{n if n > 1 else ''}" in tags:
        suffix = n if n > 1 else ""
        tries.append((tags[f"Wrong{suffix}"].split(), f"WrongWhy{suffix}"))
        n += 1
    return tries


def check_record(cli, path, problems):
    tags, moves, comments = read_record(path)
    lesson = "Task" in tags
    place = path.as_posix()
    if lesson:
        past = len(moves) - 1
        solutions = (tags.get("Solutions") or moves[-1]).split()
        wrong_tries = wrong_tries_of(tags)
        found = situations(cli, tags, moves, [past],
                           extra=solutions + [m for tried, _ in wrong_tries for m in tried])[past]
        learner = [found.move[m] for m in solutions if m in found.move]
        for ply, text in comments.items():
            if ply < past:  # about the game so far: the move it follows
                s = situations(cli, tags, moves, [ply - 1])[ply - 1] if ply else None
                check_text(text, f"{place} after move {ply}", s, [s.move.get(moves[ply - 1])] if s else [], problems)
            elif ply == past:  # the introduction: about the position, and what the solutions do
                check_text(text, f"{place} introduction", found, learner, problems)
            else:
                check_text(text, f"{place} after the solution", found, learner, problems)
        for tried, why_tag in wrong_tries:  # its explanation holds for each move of the try
            for wrong in tried:
                if wrong in found.move:
                    check_text(tags.get(why_tag, ""), f"{place} {why_tag} ({wrong})", found, [found.move[wrong]],
                               problems)
        return
    plies = sorted(p for p in comments if p > 0)
    found = situations(cli, tags, moves, [p - 1 for p in plies], extra=())
    for ply in plies:
        s = found[ply - 1]
        move = moves[ply - 1]
        if move not in s.move:
            s.move.update(situations(cli, tags, moves, [ply - 1], extra=[move])[ply - 1].move)
        check_text(comments[ply], f"{place} move {(ply + 1) // 2}{'' if ply % 2 else '...'} {move}", s,
                   [s.move[move]], problems)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cli", help="bao-cli")
    parser.add_argument("records", nargs="*", type=pathlib.Path)
    parser.add_argument("--expect", action="append", default=[], help="a problem that must be found")
    args = parser.parse_intermixed_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    records = args.records or (
        sorted((root / "resources/samples").glob("*.bao")) + sorted((root / "resources/lessons").glob("**/*.bao")))
    problems = []
    for path in records:
        check_record(args.cli, path, problems)
    for problem in problems:
        print(problem)
    print(f"{len(records)} records, {len(problems)} claims that do not hold", file=sys.stderr)
    if args.expect:
        unexpected = [p for p in problems if not any(text in p for text in args.expect)]
        missed = [text for text in args.expect if not any(text in p for p in problems)]
        for text in missed:
            print(f"not found: {text}")
        sys.exit(1 if unexpected or missed else 0)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
