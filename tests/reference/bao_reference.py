#!/usr/bin/env python3
"""An independent implementation of ../shared/spec/RULES.md and PROTOCOL.md, written from the
text alone, used to check bao-cli move by move (issue #2, #3). It shares no code with the engine.

Simplicity over speed: positions are dicts and lists, every move is simulated seed by seed."""

VARIANTS = ("kigogo", "kete", "kingulu", "kimasai", "kiswahili")
SHAPE = {"kigogo": (12, 4), "kimasai": (12, 4), "kete": (8, 4), "kingulu": (6, 2), "kiswahili": (8, 4)}
TOTAL = {"kigogo": 92, "kimasai": 46, "kete": 64, "kingulu": 48, "kiswahili": 64}
LAP_CAP = 200000  # laps; beyond this the reference gives up rather than run for hours


class TooLong(Exception):
    """A sowing ran past LAP_CAP laps without ending or repeating."""


def sq_name(v, i):
    cols = SHAPE[v][0]
    return "abcdefghijkl"[i % cols] + str(i // cols + 1)


def sq_index(v, name):
    cols, rows = SHAPE[v]
    c = "abcdefghijkl".index(name[0])
    r = int(name[1:]) - 1
    assert 0 <= c < cols and 0 <= r < rows
    return r * cols + c


def side_rows(v, side):
    if v == "kingulu":
        return [0] if side == "S" else [1]
    return [0, 1] if side == "S" else [2, 3]


def front_row(v, side):
    if v == "kingulu":
        return 0 if side == "S" else 1
    return 1 if side == "S" else 2


def owner(v, i):
    cols, rows = SHAPE[v]
    return "S" if i // cols < rows // 2 else "N"


def other(side):
    return "N" if side == "S" else "S"


def loop(v, side):
    """Counterclockwise loop (C-2)."""
    cols, _ = SHAPE[v]
    if v == "kingulu":
        low, high = 0, 1
    else:
        low, high = (0, 1) if side == "S" else (2, 3)
    return [low * cols + c for c in range(cols)] + [high * cols + c for c in reversed(range(cols))]


def opposite(v, i):
    cols, rows = SHAPE[v]
    r, c = divmod(i, cols)
    if rows == 2:
        return (1 - r) * cols + c
    return {1: 2, 2: 1}[r] * cols + c


def behind(v, i):
    cols, _ = SHAPE[v]
    r, c = divmod(i, cols)
    return ({1: 0, 2: 3}[r]) * cols + c


# ---------------------------------------------------------------- positions (BPN)

def start(v):
    cols, rows = SHAPE[v]
    b = [0] * (cols * rows)
    p = {"v": v, "b": b, "side": "S"}
    if v in ("kigogo", "kimasai"):
        for i in range(len(b)):
            b[i] = 2 if v == "kigogo" else 1
        b[sq_index(v, "a2")] = 0
        b[sq_index(v, "l3")] = 0
    elif v == "kingulu":
        for i in range(len(b)):
            b[i] = 4
        p["store"] = [0, 0]
        p["mtoto"] = set()
    elif v == "kiswahili":
        return kiswahili_start()
    else:
        for name, n in (("e2", 6), ("f2", 2), ("g2", 2), ("d3", 6), ("c3", 2), ("b3", 2)):
            b[sq_index(v, name)] = n
        p["reserve"] = {"S": 22, "N": 22}
        p["kuu"] = {"S": True, "N": True}
        p["hz"] = None
    return p


def copy(p):
    q = dict(p)
    q["b"] = list(p["b"])
    for k in ("store",):
        if k in p:
            q[k] = list(p[k])
    for k in ("reserve", "kuu", "hand", "nyumba"):
        if k in p:
            q[k] = dict(p[k])
    if "mtoto" in p:
        q["mtoto"] = set(p["mtoto"])
    return q


def bpn(p):
    v = p["v"]
    cols, rows = SHAPE[v]
    rows_text = "/".join(",".join(str(p["b"][r * cols + c]) for c in range(cols)) for r in reversed(range(rows)))
    text = f"{v} {rows_text} {p['side']}"
    if v == "kete":
        text += " reserve=%d,%d kuu=%d,%d hz=%s" % (p["reserve"]["S"], p["reserve"]["N"], p["kuu"]["S"], p["kuu"]["N"],
                                                    sq_name(v, p["hz"]) if p["hz"] is not None else "-")
    elif v == "kiswahili":
        text += " reserve=%d,%d nyumba=%d,%d takasia=%s" % (
            p["hand"]["S"], p["hand"]["N"], p["nyumba"]["S"], p["nyumba"]["N"],
            sq_name(v, p["mark"]) if p["mark"] is not None else "-")
    elif v == "kingulu":
        m = sorted(sq_name(v, i) for i in p["mtoto"])
        text += " store=%d,%d mtoto=%s" % (p["store"][0], p["store"][1], ",".join(m) if m else "-")
    return text


def parse_kete(text):
    """A Bao la Kete position from its BPN text (enough for the reference's own tests)."""
    v, rows_text, side, reserve, kuu, hz = text.split()
    assert v == "kete" and side in ("S", "N")
    cols, rows = SHAPE[v]
    b = [0] * (cols * rows)
    for r, row in zip(reversed(range(rows)), rows_text.split("/")):
        for c, n in enumerate(row.split(",")):
            b[r * cols + c] = int(n)
    rs, rn = (int(n) for n in reserve.split("=")[1].split(","))
    ks, kn = (n == "1" for n in kuu.split("=")[1].split(","))
    mark = hz.split("=")[1]
    return {"v": v, "b": b, "side": side, "reserve": {"S": rs, "N": rn}, "kuu": {"S": ks, "N": kn},
            "hz": None if mark == "-" else sq_index(v, mark)}


def key(p):
    return bpn(p)


# ---------------------------------------------------------------- a move being sown

class Sowing:
    """Seed-by-seed sowing with the trace events of PROTOCOL.md."""

    def __init__(self, p):
        self.p = p
        self.v = p["v"]
        self.me = p["side"]
        self.events = []
        self.loop = loop(self.v, self.me)
        self.pos = None
        self.dir = 1
        self.seen = {}
        self.laps = 0

    def lift(self, i, n=None):
        if n is None:
            n = self.p["b"][i]
        self.p["b"][i] -= n
        self.events.append({"t": "lift", "sq": sq_name(self.v, i), "n": n})
        return n

    def sow(self, n):
        for _ in range(n):
            self.pos = (self.pos + self.dir) % len(self.loop)
            i = self.loop[self.pos]
            self.p["b"][i] += 1
            self.events.append({"t": "sow", "sq": sq_name(self.v, i)})
            if self.v == "kingulu" and i in self.p["mtoto"]:
                own = other(owner(self.v, i))
                self.p["b"][i] -= 1
                self.p["store"][0 if own == "S" else 1] += 1
                self.events.append({"t": "store", "sq": sq_name(self.v, i), "owner": own})

    def here(self):
        return self.loop[self.pos]

    def capture(self, i, n, to):
        self.p["b"][i] -= n
        if to == "store":
            self.p["store"][0 if self.me == "S" else 1] += n
        self.events.append({"t": "capture", "sq": sq_name(self.v, i), "n": n, "to": to})

    def end(self, why):
        self.events.append({"t": "end", "why": why})

    def lap_boundary(self, extra=()):
        """C-5: the complete state at a lap boundary repeating means the move never ends."""
        self.laps += 1
        if self.laps > LAP_CAP:
            raise TooLong()
        state = (key(self.p), self.pos, self.dir) + tuple(extra)
        if state in self.seen:
            return True
        self.seen[state] = True
        return False


# ---------------------------------------------------------------- Kigogo, Kimasai

def kigogo_candidates(p):
    lp = loop(p["v"], p["side"])
    b = p["b"]
    big = [i for i in lp if b[i] >= 2]
    if big:
        return [sq_name(p["v"], i) for i in big]
    return [sq_name(p["v"], lp[k]) for k in range(len(lp)) if b[lp[k]] == 1 and b[lp[(k + 1) % len(lp)]] == 0]


def kimasai_candidates(p):
    lp = loop(p["v"], p["side"])
    b = p["b"]
    return [sq_name(p["v"], lp[k]) for k in range(len(lp)) if b[lp[k]] == 1 and b[lp[(k + 1) % len(lp)]] == 0]


def column_capture(s, landing):
    v, p = s.v, s.p
    if owner(v, landing) != s.me or landing // SHAPE[v][0] != front_row(v, s.me):
        return
    o = opposite(v, landing)
    if p["b"][o] == 0:
        return
    s.capture(o, p["b"][o], "out")
    back = behind(v, o)
    if p["b"][back]:
        s.capture(back, p["b"][back], "out")


def play_kigogo(p, move):
    s = Sowing(p)
    i = sq_index(p["v"], move)
    s.pos = s.loop.index(i)
    n = s.lift(i)
    s.sow(n)
    if n >= 2:
        while p["b"][s.here()] > 1:
            if s.lap_boundary():
                return None
            s.sow(s.lift(s.here()))
    column_capture(s, s.here())
    s.end("empty" if n >= 2 else "step")
    return s


def play_kimasai(p, move):
    s = Sowing(p)
    i = sq_index(p["v"], move)
    s.pos = s.loop.index(i)
    s.sow(s.lift(i))
    column_capture(s, s.here())
    s.end("step")
    return s


# ---------------------------------------------------------------- Kingulu

def kingulu_candidates(p):
    v = p["v"]
    lp = loop(v, "S")
    row = front_row(v, p["side"])
    moves = []
    for c in range(6):
        i = row * 6 + c
        n = p["b"][i]
        if n == 0 or i in p["mtoto"]:
            continue
        # simulate the first lap's counts to see where it ends
        counts = list(p["b"])
        counts[i] = 0
        k = lp.index(i)
        last_before = None
        for _ in range(n):
            k = (k + 1) % 12
            last_before = counts[lp[k]]
            counts[lp[k]] += 1
        last = lp[k]
        if owner(v, last) == p["side"] and last not in p["mtoto"] and last_before > 0:
            continue
        moves.append(sq_name(v, i))
    return moves


def play_kingulu(p, move):
    v = p["v"]
    s = Sowing(p)
    i = sq_index(v, move)
    s.pos = s.loop.index(i)
    n = s.lift(i)
    while True:
        s.sow(n)
        last = s.here()
        if last in p["mtoto"]:
            s.end("store")
            return s
        mine = owner(v, last) == s.me
        if p["b"][last] == 1:
            o = opposite(v, last)
            if mine and p["b"][o] > 0 and o not in p["mtoto"]:
                s.capture(o, p["b"][o], "store")
                s.capture(last, 1, "store")
            s.end("empty")
            return s
        if not mine and p["b"][last] == 4:
            p["mtoto"].add(last)
            s.events.append({"t": "mtoto", "sq": sq_name(v, last)})
            prev = s.loop[(s.pos - 1) % 12]
            if n >= 2 and prev not in p["mtoto"]:
                p["b"][prev] -= 1
                p["b"][last] += 1
                s.events.append({"t": "move", "from": sq_name(v, prev), "to": sq_name(v, last)})
            s.end("mtoto")
            return s
        if s.lap_boundary():
            return None
        n = s.lift(last)


def kingulu_scores(p):
    sc = {"S": p["store"][0], "N": p["store"][1]}
    for i in range(12):
        o = other(owner("kingulu", i)) if i in p["mtoto"] else owner("kingulu", i)
        sc[o] += p["b"][i]
    return sc


# ---------------------------------------------------------------- Kete

KUU = {"S": "e2", "N": "d3"}


def kete_front(side, c):
    return front_row("kete", side) * 8 + c


def kuu_index(side):
    return sq_index("kete", KUU[side])


def centre_dir_name(side, column):
    """Direction of sowing from the kichwa in `column` (0 or 7) toward the centre (L-5)."""
    if column == 0:
        return "cw" if side == "S" else "ccw"
    return "ccw" if side == "S" else "cw"


def dir_step(name):
    return 1 if name == "ccw" else -1


def is_capture_position(p, i):
    return p["b"][i] > 0 and p["b"][opposite("kete", i)] > 0


def kete_capture_positions(p, side):
    return [kete_front(side, c) for c in range(8) if is_capture_position(p, kete_front(side, c))]


def mtaji_first_captures(p, side):
    """[(hole, dir, captured hole)] for every mtaji capture move (L-9)."""
    lp = loop("kete", side)
    out = []
    for k, i in enumerate(lp):
        n = p["b"][i]
        if not 2 <= n <= 15:
            continue
        for d in ("ccw", "cw"):
            j = lp[(k + n * dir_step(d)) % 16]
            if j // 8 == front_row("kete", side) and p["b"][j] > 0 and p["b"][opposite("kete", j)] > 0:
                out.append((i, d, opposite("kete", j)))
    return out


def kete_can_capture(p, side):
    if p["reserve"][side] > 0:
        return bool(kete_capture_positions(p, side))
    return bool(mtaji_first_captures(p, side))


class KeteSowing(Sowing):
    def __init__(self, p, safari):
        super().__init__(p)
        self.safari = safari
        self.safari_offered = False
        self.took_mark = False
        self.ending = None
        hz = p["hz"]
        self.blocked = hz if hz is not None and owner("kete", hz) == self.me else None
        self.must = hz if hz is not None and owner("kete", hz) != self.me else None
        self.nemo = p["reserve"][self.me] > 0
        self.first_lap_from_kuu = False

    def front_empty(self):
        return all(self.p["b"][kete_front(self.me, c)] == 0 for c in range(8))

    def capture_at(self, front):
        p, me = self.p, self.me
        o = opposite("kete", front)
        n = p["b"][o]
        self.capture(o, n, "hand")
        opp = other(me)
        if o == kuu_index(opp) and p["kuu"][opp]:
            p["kuu"][opp] = False
        if o == self.must:
            self.took_mark = True
        if all(p["b"][kete_front(opp, c)] == 0 for c in range(8)):
            self.ending = "won"
            self.end("won")
            return False
        col = front % 8
        if col <= 1:
            kcol = 0
        elif col >= 6:
            kcol = 7
        else:
            current = "ccw" if self.dir == 1 else "cw"
            kcol = 0 if centre_dir_name(me, 0) == current else 7
        self.dir = dir_step(centre_dir_name(me, kcol))
        k = kete_front(me, kcol)
        self.pos = (self.loop.index(k) - self.dir) % 16
        self.sow(n)
        return True

    def capture_laps(self):
        p, me = self.p, self.me
        while True:
            last = self.here()
            if self.front_empty():
                self.ending = "lost"
                self.end("lost")
                return True
            if p["b"][last] == 1:
                self.end("empty")
                return True
            if self.lap_boundary(("capture",)):
                return False
            if last // 8 == front_row("kete", me) and p["b"][opposite("kete", last)] > 0:
                if not self.capture_at(last):
                    return True
                continue
            if last == kuu_index(me) and p["kuu"][me]:
                if self.nemo:
                    self.safari_offered = True
                    if not self.safari:
                        self.end("kuu")
                        return True
                p["kuu"][me] = False
            self.sow(self.lift(last))

    def takata_laps(self):
        p, me = self.p, self.me
        while True:
            last = self.here()
            if self.front_empty():
                self.ending = "lost"
                self.end("lost")
                return True
            if p["b"][last] == 1:
                self.end("empty")
                return True
            # L-11: the mark ends the move, except the first lap of a sowing of the kuu.
            if last == self.blocked and not self.first_lap_from_kuu:
                self.end("blocked")
                return True
            if last == kuu_index(me) and p["kuu"][me]:
                self.end("kuu")
                return True
            if self.lap_boundary(("takata",)):
                return False
            self.sow(self.lift(last))
            self.first_lap_from_kuu = False


def kete_base_moves(p):
    me = p["side"]
    b = p["b"]
    hz = p["hz"]
    blocked = hz if hz is not None and owner("kete", hz) == me else None
    moves = []
    occupied = [kete_front(me, c) for c in range(8) if b[kete_front(me, c)] > 0]

    def dirs_for_takata(i):
        c = i % 8
        if c in (0, 7) and occupied == [i]:
            return [centre_dir_name(me, c)]
        return ["ccw", "cw"]

    if p["reserve"][me] > 0:
        caps = kete_capture_positions(p, me)
        if caps:
            for i in caps:
                c = i % 8
                if c <= 1:
                    moves.append((i, centre_dir_name(me, 0)))
                elif c >= 6:
                    moves.append((i, centre_dir_name(me, 7)))
                else:
                    moves += [(i, "ccw"), (i, "cw")]
            return moves, "nemo-capture"
        singletons_only = all(b[i] <= 1 for i in occupied)
        for i in occupied:
            if i == blocked:
                continue
            if p["kuu"][me]:
                if i == kuu_index(me) and len(occupied) > 1:
                    continue
            elif b[i] < 2 and not singletons_only:
                continue
            moves += [(i, d) for d in dirs_for_takata(i)]
        return moves, "nemo-takata"
    caps = mtaji_first_captures(p, me)
    if caps:
        moves = [(i, d) for i, d, _ in caps]
        if hz is not None and owner("kete", hz) != me:
            taking = []
            for i, d in moves:
                q = copy(p)
                s = play_kete(q, sq_name("kete", i) + d, settle=False)
                if s.took_mark:
                    taking.append((i, d))
            if taking:
                moves = taking
        return moves, "mtaji-capture"
    if p["kuu"][me]:
        return [(kuu_index(me), "ccw"), (kuu_index(me), "cw")], "mtaji-takata"
    for i in occupied:
        if b[i] >= 2 and i != blocked:
            moves += [(i, d) for d in dirs_for_takata(i)]
    if not moves:
        back = 0 if me == "S" else 3
        for c in range(8):
            i = back * 8 + c
            if b[i] >= 2:
                moves += [(i, "ccw"), (i, "cw")]
    return moves, "mtaji-takata"


class Endless(Exception):
    pass


def play_kete(p, move, settle=True):
    """Plays `move` on p in place; returns the KeteSowing, or raises Endless."""
    safari = move.endswith("*")
    text = move.rstrip("*")
    i = sq_index("kete", text[:2])
    d = text[2:]
    me = p["side"]
    nemo = p["reserve"][me] > 0
    kind = None
    if nemo:
        kind = "nemo-capture" if kete_capture_positions(p, me) else "nemo-takata"
    else:
        caps = [(a, b_) for a, b_, _ in mtaji_first_captures(p, me)]
        kind = "mtaji-capture" if (i, d) in caps else "mtaji-takata"
    s = KeteSowing(p, safari)
    s.dir = dir_step(d)
    s.pos = s.loop.index(i)
    old_hz = p["hz"]
    done = True
    if kind == "nemo-capture":
        p["reserve"][me] -= 1
        p["b"][i] += 1
        s.events.append({"t": "place", "sq": sq_name("kete", i)})
        if s.capture_at(i):
            done = s.capture_laps()
    elif kind == "nemo-takata":
        p["reserve"][me] -= 1
        p["b"][i] += 1
        s.events.append({"t": "place", "sq": sq_name("kete", i)})
        n = p["b"][i]
        if i == kuu_index(me) and p["kuu"][me]:
            if n == 7:
                p["kuu"][me] = False
            else:
                n = 2
        s.sow(s.lift(i, n))
        done = s.takata_laps()
    else:
        if i == kuu_index(me) and p["kuu"][me]:
            p["kuu"][me] = False
            s.first_lap_from_kuu = True
        s.sow(s.lift(i))
        done = s.capture_laps() if kind == "mtaji-capture" else s.takata_laps()
    if not done:
        raise Endless()
    if not settle:
        return s
    # L-11
    new_mark = None
    if kind == "mtaji-takata" and s.ending is None:
        new_mark = kete_mark(p, me)
    if new_mark is not None:
        p["hz"] = new_mark
    elif old_hz is not None and owner("kete", old_hz) == me:
        p["hz"] = old_hz
    else:
        p["hz"] = None
    return s


def kete_mark(p, x):
    y = other(x)
    targets = {h for _, _, h in mtaji_first_captures(p, x)}
    if len(targets) != 1:
        return None
    h = targets.pop()
    if kete_can_capture(p, y):
        return None
    b = p["b"]
    fronts = [kete_front(y, c) for c in range(8)]
    if h == kuu_index(y) and p["kuu"][y]:
        return None
    if sum(1 for f in fronts if b[f] > 0) == 1:
        return None
    # Only the hole of two or more is exempt; a single seed can be marked (L-11).
    if sum(1 for f in fronts if b[f] >= 2) == 1 and b[h] >= 2:
        return None
    return h


# ---------------------------------------------------------------- Kiswahili (RULES.md section 6)
#
# Written from section 6 alone and sharing nothing with the Kete code above, so that the engine's
# one Bao family machinery is checked against each game's own text. Unlike the other games, the
# reference gives a Kiswahili move's whole trace: every event with its rule id and lap, the
# events that move no seed included (the nyumba dormant, functional again or gone; the takasia
# mark set, binding, lapsing; the stage; the turn and the result), in the order the README's
# "Trace JSON" gives them.

Z = "kiswahili"
Z_NYUMBA = {"S": "e2", "N": "d3"}  # Z-1


def kiswahili_start():
    """Z-1: 6 in each nyumba, 2 in the two holes to its right, 22 seeds in each hand."""
    b = [0] * 32
    for name, n in (("e2", 6), ("f2", 2), ("g2", 2), ("d3", 6), ("c3", 2), ("b3", 2)):
        b[sq_index(Z, name)] = n
    return {"v": Z, "b": b, "side": "S", "hand": {"S": 22, "N": 22}, "nyumba": {"S": True, "N": True},
            "mark": None}


def parse_kiswahili(text):
    """A Bao la Kiswahili position from its BPN text (keys in PROTOCOL.md's order)."""
    v, rows_text, side, hand, nyumba, mark = text.split()
    assert v == Z and side in ("S", "N")
    b = [0] * 32
    for r, row in zip(reversed(range(4)), rows_text.split("/")):
        for c, n in enumerate(row.split(",")):
            b[r * 8 + c] = int(n)
    assert hand.startswith("reserve=") and nyumba.startswith("nyumba=") and mark.startswith("takasia=")
    hs, hn = (int(n) for n in hand.split("=")[1].split(","))
    ns, nn = (n == "1" for n in nyumba.split("=")[1].split(","))
    square = mark.split("=")[1]
    return {"v": Z, "b": b, "side": side, "hand": {"S": hs, "N": hn}, "nyumba": {"S": ns, "N": nn},
            "mark": None if square == "-" else sq_index(Z, square)}


def z_name(i):
    return sq_name(Z, i)


def z_front_holes(side):
    row = front_row(Z, side)
    return [row * 8 + c for c in range(8)]


def z_in_front_row(side, i):
    return i // 8 == front_row(Z, side)


def z_nyumba(side):
    return sq_index(Z, Z_NYUMBA[side])


def z_functional(p, side):
    """Z-2: an owned nyumba works while it holds six or more seeds; below that it is dormant."""
    return p["nyumba"][side] and p["b"][z_nyumba(side)] >= 6


def z_capture_position(p, f):
    """Z-4: f is occupied and so is the opponent's front hole in its column."""
    return p["b"][f] > 0 and p["b"][opposite(Z, f)] > 0


def z_towards_centre(side, kichwa_column):
    """Z-5: from the column-a kichwa South sows cw and North ccw; from column h the other way."""
    if kichwa_column == 0:
        return "cw" if side == "S" else "ccw"
    return "ccw" if side == "S" else "cw"


def z_step(direction):
    return 1 if direction == "ccw" else -1


def z_mtaji_captures(p, side):
    """Z-9: [(hole, direction, the opponent's hole taken first)] for each capture move of `side`,
    its first lap sown seed by seed on a copy of the board."""
    lp = loop(Z, side)
    out = []
    for i in lp:
        n = p["b"][i]
        if n < 2 or n > 15:  # 16 or more never starts a capture
            continue
        for d in ("ccw", "cw"):
            b = list(p["b"])
            b[i] = 0
            k = lp.index(i)
            held = 0
            for _ in range(n):
                k = (k + z_step(d)) % len(lp)
                held = b[lp[k]]
                b[lp[k]] += 1
            last = lp[k]
            if z_in_front_row(side, last) and held > 0 and b[opposite(Z, last)] > 0:
                out.append((i, d, opposite(Z, last)))
    return out


def z_can_capture(p, side):
    if p["hand"][side] > 0:
        return any(z_capture_position(p, f) for f in z_front_holes(side))
    return bool(z_mtaji_captures(p, side))


class ZMove:
    """One Kiswahili move being played seed by seed, with its events."""

    def __init__(self, p, move):
        self.p = p
        self.me = p["side"]
        self.opp = other(self.me)
        self.safari = move.endswith("*")
        text = move.rstrip("*")
        self.start = sq_index(Z, text[:2])
        self.dir = z_step(text[2:])
        self.loop = loop(Z, self.me)
        self.pos = self.loop.index(self.start)
        self.namua = p["hand"][self.me] > 0  # Z-3
        mark = p["mark"]
        self.blocked = mark if mark is not None and owner(Z, mark) == self.me else None  # Z-11.2
        self.duty = mark if mark is not None and owner(Z, mark) != self.me else None  # Z-11.3
        self.events = []
        self.rule = None  # the clause the seeds in hand are sown under
        self.captured = False
        self.took_mark = False
        self.safari_offered = False
        self.ending = None
        self.seen = set()
        self.laps = 0

    def event(self, **e):
        self.events.append(e)

    def here(self):
        return self.loop[self.pos]

    def owns_nyumba_at(self, side, i):
        return i == z_nyumba(side) and self.p["nyumba"][side]

    def place(self, f, rule):
        self.p["hand"][self.me] -= 1
        self.p["b"][f] += 1
        self.event(t="place", sq=z_name(f), rule=rule)
        if self.p["hand"][self.me] == 0:
            self.event(t="stage", side=self.me, rule="Z-3")

    def lift(self, i, n, rule, lap):
        owned = self.owns_nyumba_at(self.me, i)
        self.p["b"][i] -= n
        self.event(t="lift", sq=z_name(i), n=n, lap=lap, rule=rule)
        self.rule = rule
        if owned and self.p["b"][i] == 0:  # Z-2: lifted as a whole
            self.p["nyumba"][self.me] = False
            self.event(t="nyumba-gone", sq=z_name(i), owner=self.me, rule="Z-2")
        elif owned and self.p["b"][i] < 6:  # Z-8.2: a tax left it with five
            self.event(t="nyumba-dormant", sq=z_name(i), owner=self.me, rule="Z-2")
        return n

    def sow(self, n):
        for _ in range(n):
            self.pos = (self.pos + self.dir) % len(self.loop)
            i = self.here()
            self.p["b"][i] += 1
            self.event(t="sow", sq=z_name(i), rule=self.rule)
            if self.owns_nyumba_at(self.me, i) and self.p["b"][i] == 6:  # Z-2: from five to six
                self.event(t="nyumba-functional", sq=z_name(i), owner=self.me, rule="Z-2")

    def end(self, why, rule):
        self.event(t="end", why=why, rule=rule)

    def front_row_empty(self):
        """Z-12.2, looked at whenever a lap ends."""
        if any(self.p["b"][f] for f in z_front_holes(self.me)):
            return False
        self.ending = "lost"
        self.end("lost", "Z-12.2")
        return True

    def endless(self, phase):
        """C-5: the complete state at a lap boundary came back."""
        self.laps += 1
        if self.laps > LAP_CAP:
            raise TooLong()
        state = (tuple(self.p["b"]), self.p["nyumba"]["S"], self.p["nyumba"]["N"], self.pos, self.dir, phase)
        if state in self.seen:
            return True
        self.seen.add(state)
        return False

    def capture(self, f):
        """Takes the hole opposite f into the hand (Z-7, Z-9, Z-6.2) and sows it from a kichwa
        (Z-5). False when the capture emptied the opponent's front row (Z-12.1)."""
        p = self.p
        taken = opposite(Z, f)
        n = p["b"][taken]
        first = not self.captured
        rule = "Z-6.2" if not first else "Z-7" if self.namua else "Z-9"
        self.captured = True
        p["b"][taken] = 0
        self.event(t="capture", sq=z_name(taken), n=n, to="hand", rule=rule)
        if self.owns_nyumba_at(self.opp, taken):
            p["nyumba"][self.opp] = False
            self.event(t="nyumba-gone", sq=z_name(taken), owner=self.opp, rule="Z-2")
        if taken == self.duty:
            self.took_mark = True
        if not any(p["b"][g] for g in z_front_holes(self.opp)):
            self.ending = "won"
            self.end("won", "Z-12.1")
            return False
        column = f % 8
        if column <= 1:
            kichwa = 0
        elif column >= 6:
            kichwa = 7
        else:
            # The first capture of a namua move: the kichwa the mover chose, which his move's
            # direction names; every other capture: the one that keeps the direction.
            current = "ccw" if self.dir == 1 else "cw"
            kichwa = 0 if z_towards_centre(self.me, 0) == current else 7
        self.dir = z_step(z_towards_centre(self.me, kichwa))
        self.pos = (self.loop.index(z_front_holes(self.me)[kichwa]) - self.dir) % len(self.loop)
        self.rule = "Z-5"
        self.sow(n)
        return True

    def capture_laps(self):
        """Z-6, from the first lap after a capture. False when the move never ends."""
        p = self.p
        while True:
            last = self.here()
            if self.front_row_empty():
                return True
            if p["b"][last] == 1:
                self.end("empty", "Z-6.1")
                return True
            if self.endless("capture"):
                return False
            if z_in_front_row(self.me, last) and z_capture_position(p, last):
                if not self.capture(last):
                    return True
                continue
            if self.owns_nyumba_at(self.me, last):
                if self.namua:
                    self.safari_offered = True
                    if not self.safari:
                        self.end("nyumba", "Z-6.3")
                        return True
                self.sow(self.lift(last, p["b"][last], "Z-6.3", "safari"))
                continue
            self.sow(self.lift(last, p["b"][last], "Z-6.4", "relay"))

    def takasa_laps(self):
        """Z-8.6 (namua) and Z-10 (mtaji). False when the move never ends."""
        p = self.p
        rule = "Z-8.6" if self.namua else "Z-10"
        while True:
            last = self.here()
            if self.front_row_empty():
                return True
            if p["b"][last] == 1:
                self.end("empty", rule)
                return True
            if last == self.blocked:  # no exception for a first lap from the nyumba (D13)
                self.end("blocked", "Z-11.2")
                return True
            if self.namua and self.owns_nyumba_at(self.me, last):  # D7; in mtaji it relays (D9)
                self.end("nyumba", "Z-8.6")
                return True
            if self.endless("takasa"):
                return False
            self.sow(self.lift(last, p["b"][last], rule, "relay"))


def z_takasa_starts(p, side):
    """Z-8 (namua) or Z-10 (mtaji): (hole, direction) of every takasa the rules allow."""
    b = p["b"]
    fronts = z_front_holes(side)
    occupied = [f for f in fronts if b[f] > 0]
    mark = p["mark"]
    blocked = mark if mark is not None and owner(Z, mark) == side else None

    def directions(f):
        # Z-8.5, Z-10: a kichwa that is the only occupied front hole is sown towards the centre.
        if f % 8 in (0, 7) and occupied == [f]:
            return [z_towards_centre(side, f % 8)]
        return ["ccw", "cw"]

    starts = []
    if p["hand"][side] > 0:
        functional = z_functional(p, side)  # judged before the seed is placed
        singles = all(b[f] == 1 for f in occupied)
        for f in occupied:
            if f == blocked:
                continue
            if functional:
                if f == z_nyumba(side) and len(occupied) > 1:
                    continue
            elif b[f] < 2 and not singles:
                continue
            starts += [(f, d) for d in directions(f)]
        return starts
    pairs = [f for f in fronts if b[f] >= 2]
    if pairs:
        return [(f, d) for f in pairs if f != blocked for d in directions(f)]
    back = 0 if side == "S" else 3
    return [(back * 8 + c, d) for c in range(8) if b[back * 8 + c] >= 2 for d in ("ccw", "cw")]


def z_starts(p):
    """The moves before endless ones and safari choices are settled: (hole, direction)."""
    me = p["side"]
    if not any(p["b"][f] for f in z_front_holes(me)):
        return []  # Z-12.3: a player to move whose front row is empty has lost
    if p["hand"][me] > 0:
        captures = [f for f in z_front_holes(me) if z_capture_position(p, f)]
        if not captures:
            return z_takasa_starts(p, me)
        starts = []
        for f in captures:  # Z-7; Z-5 says which kichwa, so which direction
            if f % 8 <= 1:
                starts.append((f, z_towards_centre(me, 0)))
            elif f % 8 >= 6:
                starts.append((f, z_towards_centre(me, 7)))
            else:
                starts += [(f, "ccw"), (f, "cw")]
        return starts
    captures = [(i, d) for i, d, _ in z_mtaji_captures(p, me)]
    if not captures:
        return z_takasa_starts(p, me)
    mark = p["mark"]
    if mark is not None and owner(Z, mark) != me:  # Z-11.3: those that take the mark, if any do
        taking = [(i, d) for i, d in captures if z_play(copy(p), z_name(i) + d, settle=False).took_mark]
        if taking:
            return taking
    return captures


def z_duty_binds(p):
    """Z-11.3: the side to move must capture the mark, for one of his capture moves takes it."""
    mark, me = p["mark"], p["side"]
    if mark is None or owner(Z, mark) == me or p["hand"][me] > 0:
        return False
    return any(z_play(copy(p), z_name(i) + d, settle=False).took_mark for i, d, _ in z_mtaji_captures(p, me))


def z_mark(p, x):
    """Z-11.1: the hole of Y that X's takasa marks, or None; p is the position after it."""
    y = other(x)
    holes = {h for _, _, h in z_mtaji_captures(p, x)}
    if len(holes) != 1:
        return None
    h = holes.pop()
    b = p["b"]
    fronts = z_front_holes(y)
    if z_can_capture(p, y):
        return None
    if h == z_nyumba(y) and z_functional(p, y):
        return None
    if [f for f in fronts if b[f] > 0] == [h] or [f for f in fronts if b[f] >= 2] == [h]:
        return None
    if b[h] == 1:  # D12
        return None
    return h


def z_play(p, move, settle=True):
    """Plays `move` on p in place and returns its ZMove, or raises Endless. With settle=False
    the takasia mark is left as it was and no mark event is given (for trying moves)."""
    m = ZMove(p, move)
    me, f = m.me, m.start
    old_mark = p["mark"]
    if settle and m.blocked is not None:
        m.event(t="mark-binds", sq=z_name(m.blocked), rule="Z-11.2")
    if settle and m.duty is not None and z_duty_binds(p):
        m.event(t="mark-binds", sq=z_name(m.duty), rule="Z-11.3")
    takasa = False
    if m.namua and any(z_capture_position(p, g) for g in z_front_holes(me)):  # Z-7
        m.place(f, "Z-7")
        if m.owns_nyumba_at(me, f) and p["b"][f] == 6:
            m.event(t="nyumba-functional", sq=z_name(f), owner=me, rule="Z-2")
        done = m.capture(f) is False or m.capture_laps()
    elif m.namua:  # Z-8
        takasa = True
        taxing = f == z_nyumba(me) and z_functional(p, me)  # judged before the seed is placed
        m.place(f, "Z-8")
        if taxing:
            m.sow(m.lift(f, 2, "Z-8.2", "first"))
        else:
            m.sow(m.lift(f, p["b"][f], "Z-8", "first"))
        done = m.takasa_laps()
    elif (f, "ccw" if m.dir == 1 else "cw") in [(i, d) for i, d, _ in z_mtaji_captures(p, me)]:  # Z-9
        m.sow(m.lift(f, p["b"][f], "Z-9", "first"))
        done = m.capture_laps()
    else:  # Z-10
        takasa = True
        m.sow(m.lift(f, p["b"][f], "Z-10", "first"))
        done = m.takasa_laps()
    if not done:
        raise Endless()
    if not settle:
        return m
    # Z-11: a takasa that leaves both hands empty may mark; a mark lives for the bound player's
    # next move and then his opponent's, unless a new one replaces it.
    new_mark = None
    if takasa and m.ending is None and p["hand"]["S"] == 0 and p["hand"]["N"] == 0:
        new_mark = z_mark(p, me)
    kept = old_mark is not None and owner(Z, old_mark) == me and new_mark is None
    end = m.events.pop()
    if old_mark is not None and not kept:
        m.event(t="mark-lapsed", sq=z_name(old_mark), rule="Z-11.4")
    if new_mark is not None:
        m.event(t="mark", sq=z_name(new_mark), rule="Z-11.1")
    m.events.append(end)
    p["mark"] = new_mark if new_mark is not None else old_mark if kept else None
    return m


def z_legal(p):
    out = []
    for i, d in z_starts(p):
        move = z_name(i) + d
        try:
            offered = z_play(copy(p), move, settle=False).safari_offered
            out.append(move)
        except Endless:
            offered = False  # had it reached the nyumba, the move would have stopped there
        if offered:
            try:
                z_play(copy(p), move + "*", settle=False)
                out.append(move + "*")
            except Endless:
                pass
    return out


Z_RESULT_RULES = {"captured-all": "Z-12.1", "front-row-empty": "Z-12.2", "no-moves": "Z-12.3",
                  "repetition": "C-6"}


# ---------------------------------------------------------------- the common game

def play(p, move):
    """Plays a legal move. Returns (new position, events, ending) or raises Endless."""
    q = copy(p)
    v = p["v"]
    if v == "kete":
        s = play_kete(q, move)
        ending = s.ending
    elif v == Z:
        s = z_play(q, move)
        ending = s.ending
    else:
        s = {"kigogo": play_kigogo, "kimasai": play_kimasai, "kingulu": play_kingulu}[v](q, move)
        if s is None:
            raise Endless()
        ending = None
    q["side"] = other(p["side"])
    return q, s.events, ending


def legal(p):
    v = p["v"]
    if v == Z:
        return z_legal(p)
    if v == "kete":
        base, kind = kete_base_moves(p)
        out = []
        for i, d in base:
            m = sq_name(v, i) + d
            try:
                q = copy(p)
                s = play_kete(q, m, settle=False)
                out.append(m)
                offered = s.safari_offered
            except Endless:
                # the stop version ran forever, so the kuu was never reached
                offered = False
            if offered:
                try:
                    play_kete(copy(p), m + "*", settle=False)
                    out.append(m + "*")
                except Endless:
                    pass
        return out
    cands = {"kigogo": kigogo_candidates, "kimasai": kimasai_candidates, "kingulu": kingulu_candidates}[v](p)
    out = []
    for m in cands:
        try:
            play(p, m)
            out.append(m)
        except Endless:
            pass
    return out


class Game:
    def __init__(self, p):
        self.p = p
        self.history = [key(p)]
        self.result = self.judge(p, None)

    def judge(self, p, ending):
        v, me = p["v"], p["side"]
        mover = other(me)
        if v in ("kete", Z) and ending == "won":
            return f"{mover} captured-all"
        if v in ("kete", Z) and ending == "lost":
            return f"{me} front-row-empty"
        if v in ("kigogo", "kimasai"):
            if sum(p["b"][r * 12 + c] for r in side_rows(v, me) for c in range(12)) == 0:
                return f"{mover} captured-all"
        if not legal(p):
            if v == "kingulu":
                sc = kingulu_scores(p)
                w = "draw" if sc["S"] == sc["N"] else ("S" if sc["S"] > sc["N"] else "N")
                return f"{w} score {sc['S']}-{sc['N']}"
            return f"{mover} no-moves"
        return "ongoing"

    def play(self, move):
        q, events, ending = play(self.p, move)
        self.p = q
        k = key(q)
        self.history.append(k)
        r = self.judge(q, ending)
        if r == "ongoing":
            limit = 2 if q["v"] in ("kigogo", "kimasai") else 3
            if self.history.count(k) >= limit:
                r = "draw repetition"
        self.result = r
        if q["v"] == Z:  # the whole trace: the turn passes (C-7), and the game may end
            end = events.pop()
            events.append({"t": "turn", "side": q["side"], "rule": "C-7"})
            if r != "ongoing":
                winner, why = r.split()[:2]
                events.append({"t": "result", "winner": winner, "why": why, "rule": Z_RESULT_RULES[why]})
            events.append(end)
        return events
