#!/usr/bin/env bash
# Runs every libFuzzer target of tests/fuzz for SECONDS each (default 60), building them first
# (clang, address + undefined-behaviour sanitizers) when needed. First every target runs each of
# its seeds whole (the checked-in corpus and the worst cases of tools/worst-records.py, up to
# 1 MiB: fuzzing itself cuts inputs to 4 KiB), then it fuzzes. Prints one line per target,
#   fuzz <target> seeds=<S> runs=<N> findings=<K>
# and exits non-zero on any finding: a crash, a sanitizer report, a leak, or an input that
# takes longer than one second (three for fuzz_open, the window). Findings are kept in
# $FUZZ_DIR/findings/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
BUILD_DIR=${BARAZA_FUZZ_BUILD_DIR:-build-fuzz}
FUZZ_DIR=${FUZZ_DIR:-$BUILD_DIR/fuzz-run}
TARGETS=(fuzz_position fuzz_move fuzz_record fuzz_protocol fuzz_open)

# libFuzzer comes with clang; installed here when missing, as ./baraza does for the build.
tools/install-missing.sh clang libclang-rt-14-dev >/dev/null

# Configured once with clang (the compiler cannot change later), then rebuilt only where sources
# changed. The program is built too: fuzz_open opens records in its window.
[[ -f $BUILD_DIR/build.ninja ]] || CC=clang CXX=clang++ cmake -S . -B "$BUILD_DIR" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBARAZA_FUZZ=ON >/dev/null
cmake "$BUILD_DIR" -DBARAZA_ENGINE_ONLY=OFF -DBARAZA_FUZZ=ON >/dev/null
# Quiet when it builds; the compiler's or linker's words when it does not.
if ! build_log=$(cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target "${TARGETS[@]}" 2>&1); then
  printf '%s\n' "$build_log" | tail -n 40 >&2
  echo "fuzz: the fuzz targets do not build" >&2
  exit 1
fi

# The worst records known (issue #32): 80,000 tags, 340,000 comments, a 1 MB word, escaped names.
worst=$FUZZ_DIR/worst
rm -rf "$worst"
python3 tools/worst-records.py --write "$worst/records"
# And the longest lines each reader meets: a protocol line past its 64 KiB limit, a move and a
# position hundreds of kilobytes long.
mkdir -p "$worst/fuzz_protocol" "$worst/fuzz_move" "$worst/fuzz_position"
python3 - "$worst" <<'GENERATE'
import sys
worst = sys.argv[1]
open(f"{worst}/fuzz_protocol/long-line", "w").write("variant kete\nplay " + "a" * 70000 + "\npos\n")
open(f"{worst}/fuzz_move/long-move", "w").write("e2" + "cw" * 100000)
open(f"{worst}/fuzz_position/long-row", "w").write("kigogo " + "2," * 200000 + "2 S")
GENERATE

# Each target's checked-in seeds (fuzz_open reads records, as fuzz_record does), and for the two
# that read records the worst ones.
seed_dirs() {
  case $1 in
    fuzz_open) echo "tests/fuzz/corpus/fuzz_record $worst/records" ;;
    fuzz_record) echo "tests/fuzz/corpus/fuzz_record $worst/records" ;;
    *) echo "tests/fuzz/corpus/$1 $worst/$1" ;;
  esac
}

# fuzz_open runs the window offscreen; what the libraries under Qt keep for good is not a leak of
# ours (tools/lsan.supp).
export QT_QPA_PLATFORM=offscreen LSAN_OPTIONS=suppressions=$PWD/tools/lsan.supp
failed=0
for target in "${TARGETS[@]}"; do
  corpus=$FUZZ_DIR/corpus/$target findings=$FUZZ_DIR/findings/$target
  rm -rf "$findings"
  mkdir -p "$corpus" "$findings"
  log=$FUZZ_DIR/$target.log
  binary=$BUILD_DIR/tests/fuzz/$target
  # An input may take a second (three in the window, which the sanitizers slow the most).
  timeout=1
  [[ $target == fuzz_open ]] && timeout=3
  options=(-timeout=$timeout -rss_limit_mb=2048 -artifact_prefix="$findings/")
  # Every seed whole, once: the fuzzing below cuts what it reads to -max_len.
  read -r -a dirs <<<"$(seed_dirs "$target")"
  mapfile -t seeds < <(find "${dirs[@]}" -type f | sort)
  seeds_failed=0
  "$binary" "${options[@]}" "${seeds[@]}" >"$log.seeds" 2>&1 || seeds_failed=1
  # The working corpus grows in the build folder; the checked-in seeds stay as they are.
  "$binary" "$corpus" "${dirs[@]}" -max_total_time="$SECONDS_EACH" -max_len=4096 -print_final_stats=1 \
    "${options[@]}" >"$log" 2>&1 || true
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  count=$(find "$findings" -type f | wc -l)
  ((seeds_failed == 0 || count > 0)) || count=1  # a seed failed without leaving its input
  if [[ -z $runs ]]; then  # stopped before its statistics: a finding, whatever it was
    runs=0
    ((count > 0)) || count=1
  fi
  echo "fuzz $target seeds=${#seeds[@]} runs=$runs findings=$count"
  if ((count > 0)); then
    failed=1
    grep -h -m3 -E "ERROR|SUMMARY|runtime error|timeout" "$log.seeds" "$log" | sed 's/^/  /' || true
  fi
done
exit $failed
