#!/usr/bin/env python3
"""The hardest .bao records to read (docs/bao-format.md), and how long bao-cli takes on them.

    tools/worst-records.py --write DIR                 write them into DIR (fuzzing seeds)
    tools/worst-records.py --check build/engine/bao-cli [--max-seconds S]

--check runs `bao-cli check` on each a few times and prints, per record,
    records <name> bytes=<n> seconds=<best wall time> cpu-seconds=<best user+system time>
and fails (exit status 1) when a check does not answer `ok`, or when --max-seconds is given and
the best CPU time of one exceeds it. Every record is at most 1 MiB, the most a record may be.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

MAX_RECORD_BYTES = 1 << 20


def worst_records():
    """name -> text. Each is a valid record that once cost seconds or broke the format."""
    records = {}
    # Every tag checked against all the others for a repeat (issue #32: 13.7 s).
    records["many-tags.bao"] = '[Game "kete"]\n' + "".join(f'[T{i} ""]\n' for i in range(80000))
    # Every comment at one ply joined into the text so far, copying it (issue #32: 12.9 s).
    records["many-comments.bao"] = '[Game "kete"]\n' + "{a}" * 340000 + "\n"
    # One word of a megabyte: the window laid it out on its thread for seconds.
    records["long-word-comment.bao"] = '[Game "kete"]\n1. f2ccw {' + "w" * 1000000 + "}\n"
    # A name holding what the reader treats as special, escaped.
    records["escaped-names.bao"] = (
        '[Game "kete"]\n[South "Amina \\"#1\\" {x} [y]; C:\\\\"]\n[North "#\\\\\\""]\n\n1. f2ccw d3ccw\n'
    )
    for name, text in records.items():
        assert len(text.encode()) <= MAX_RECORD_BYTES, name
    return records


def write(folder):
    os.makedirs(folder, exist_ok=True)
    for name, text in worst_records().items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            out.write(text)


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def check(bao_cli, max_seconds, repeats=3):
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        write(folder)
        for name in sorted(worst_records()):
            path = os.path.join(folder, name)
            best_wall = best_cpu = float("inf")
            for _ in range(repeats):
                cpu_before, wall_before = children_cpu(), time.perf_counter()
                answer = subprocess.run([bao_cli, "check", path], capture_output=True, text=True)
                best_wall = min(best_wall, time.perf_counter() - wall_before)
                best_cpu = min(best_cpu, children_cpu() - cpu_before)
                if answer.returncode != 0 or not answer.stdout.startswith("ok "):
                    print(f"records {name}: {answer.stdout.strip()} {answer.stderr.strip()}", file=sys.stderr)
                    failed = True
                    break
            print(f"records {name} bytes={os.path.getsize(path)} seconds={best_wall:.3f} cpu-seconds={best_cpu:.3f}")
            if max_seconds is not None and best_cpu > max_seconds:
                print(f"records {name}: {best_cpu:.3f} s of CPU, more than {max_seconds} s", file=sys.stderr)
                failed = True
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", metavar="DIR", help="write the records into DIR")
    parser.add_argument("--check", metavar="BAO_CLI", help="time bao-cli check on each record")
    parser.add_argument("--max-seconds", type=float, help="with --check: fail above this CPU time")
    args = parser.parse_args()
    if not args.write and not args.check:
        parser.error("give --write DIR or --check BAO_CLI")
    if args.write:
        write(args.write)
    return check(args.check, args.max_seconds) if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
