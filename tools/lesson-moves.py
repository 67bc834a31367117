#!/usr/bin/env python3
"""Shows every legal move where a lesson's learner moves, seed by seed, to check its Solutions.

    tools/lesson-moves.py build/engine/bao-cli resources/lessons/kete/03-choose-kichwa.bao [...]

For each lesson: its Task, then one line per legal move, marked S (in Solutions, or the record's
last move when there is no Solutions tag) or W, W2, … (the moves of Wrong, Wrong2, …), with what
the move does: where seeds are placed and lifted, the holes sown, captures, a mtoto made, the game's result, the end and why.
The record's moves before its last (the game so far) are played first. A lesson's Solutions must
be exactly the moves that do what the Task asks (docs/lessons.md): read the lines and check that
every S line does, and that no other line does.
"""
import json
import re
import subprocess
import sys

TAG = re.compile(r'^\[(\w+) "([^"]*)"\]\s*$')


def read_lesson(path):
    tags, words = {}, []
    for raw in open(path, encoding="utf-8").read().splitlines():
        line = raw.split("#", 1)[0].strip()
        tag = TAG.match(line)
        if tag:
            tags[tag.group(1)] = tag.group(2)
        else:
            words += re.sub(r"\{[^}]*\}", " ", line).split()
    moves = [word for word in words if not re.match(r"^\d+\.$", word)]
    return tags, moves


def bao_cli(cli, commands):
    done = subprocess.run([cli], input="\n".join(commands) + "\nquit\n", capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def describe(trace):
    parts = []
    for event in trace["events"]:
        kind = event["t"]
        if kind == "sow":
            parts.append(event["sq"])
        elif kind == "place":
            parts.append(f"+{event['sq']}")
        elif kind == "lift":
            parts.append(f"[{event['sq']}:{event['n']}]")
        elif kind == "capture":
            parts.append(f"CAPTURE {event['sq']}:{event['n']}->{event['to']}")
        elif kind == "store":
            parts.append(f"(store {event['owner']})")
        elif kind == "mtoto":
            parts.append(f"MTOTO {event['sq']}")
        elif kind == "move":
            parts.append(f"({event['from']}->{event['to']})")
        elif kind == "result":
            parts.append(f"WINS {event.get('winner', '')} {event.get('why', '')}".rstrip())
        elif kind == "end":
            parts.append(f"end:{event['why']}")
    return " ".join(parts)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cli = sys.argv[1]
    for path in sys.argv[2:]:
        tags, moves = read_lesson(path)
        solutions = set((tags.get("Solutions") or (moves[-1] if moves else "")).split())
        # Wrong tries: W for the Wrong tag's moves, W2 for Wrong2's, …
        wrong = {move: f"W{tag[len('Wrong'):]}" for tag, text in tags.items()
                 if re.fullmatch(r"Wrong[0-9]*", tag) for move in text.split()}
        past = [f"play {move}" for move in moves[:-1]]
        answer = bao_cli(cli, [f"position {tags['Start']}"] + past + ["legal"])
        if any(line != "ok" for line in answer[:1 + len(past)]):
            print(f"{path}: {' '.join(line for line in answer if line != 'ok')}")
            continue
        legal = answer[1 + len(past)].split()[1:]
        # Each move traced after the game so far, so that a repetition (C-6) shows in its result.
        traces = []
        for move in legal:
            traces += bao_cli(cli, [f"position {tags['Start']}"] + past + [f"trace {move}"])[1 + len(past):]
        print(f"{path}\n  Task: {tags.get('Task', '?')}")
        for move, line in zip(legal, traces):
            mark = "S" if move in solutions else wrong.get(move, " ")
            print(f"  {mark:2} {move:8} {describe(json.loads(line[len('trace '):]))}")
        for missing in sorted((solutions | set(wrong)) - set(legal)):
            print(f"  ! {missing} is not a legal move")


if __name__ == "__main__":
    main()
