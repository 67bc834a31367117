#!/usr/bin/env bash
# Runs every libFuzzer target of tests/fuzz for SECONDS each (default 60), building them first
# (clang, address + undefined-behaviour sanitizers) when needed. Prints one line per target,
#   fuzz <target> runs=<N> findings=<K>
# and exits non-zero on any finding: a crash, a sanitizer report, a leak, or an input that
# takes longer than one second. Findings are kept in $FUZZ_DIR/findings/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
BUILD_DIR=${BARAZA_FUZZ_BUILD_DIR:-build-fuzz}
FUZZ_DIR=${FUZZ_DIR:-$BUILD_DIR/fuzz-run}
TARGETS=(fuzz_position fuzz_move fuzz_record fuzz_protocol)

# libFuzzer comes with clang; installed here when missing, as ./baraza does for the build.
tools/install-missing.sh clang libclang-rt-14-dev >/dev/null

# Configured once, then rebuilt only where sources changed.
[[ -f $BUILD_DIR/build.ninja ]] || CC=clang CXX=clang++ cmake -S . -B "$BUILD_DIR" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBARAZA_ENGINE_ONLY=ON -DBARAZA_FUZZ=ON >/dev/null
# Quiet when it builds; the compiler's or linker's words when it does not.
if ! build_log=$(cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target "${TARGETS[@]}" 2>&1); then
  printf '%s\n' "$build_log" | tail -n 40 >&2
  echo "fuzz: the fuzz targets do not build" >&2
  exit 1
fi

failed=0
for target in "${TARGETS[@]}"; do
  corpus=$FUZZ_DIR/corpus/$target findings=$FUZZ_DIR/findings/$target
  rm -rf "$findings"
  mkdir -p "$corpus" "$findings"
  log=$FUZZ_DIR/$target.log
  # The working corpus grows in the build folder; the checked-in seeds stay as they are.
  "$BUILD_DIR/tests/fuzz/$target" "$corpus" "tests/fuzz/corpus/$target" -max_total_time="$SECONDS_EACH" \
    -timeout=1 -rss_limit_mb=2048 -max_len=4096 -artifact_prefix="$findings/" -print_final_stats=1 \
    >"$log" 2>&1 || true
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  count=$(find "$findings" -type f | wc -l)
  if [[ -z $runs ]]; then  # stopped before its statistics: a finding, whatever it was
    runs=0
    ((count > 0)) || count=1
  fi
  echo "fuzz $target runs=$runs findings=$count"
  if ((count > 0)); then
    failed=1
    grep -m3 -E "ERROR|SUMMARY|runtime error|timeout" "$log" | sed 's/^/  /' || true
  fi
done
exit $failed
