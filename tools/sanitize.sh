#!/usr/bin/env bash
# Builds Baraza with sanitizers and runs tests there; any sanitizer report fails the test that met
# it.
#   tools/sanitize.sh          AddressSanitizer (leaks included) and UBSan (BARAZA_SANITIZE) in
#                              build-asan/, over the engine's tests (what CI runs)
#   tools/sanitize.sh all      the same over every test, the window's included
#   tools/sanitize.sh thread   ThreadSanitizer (BARAZA_TSAN) in build-tsan/, over what runs threads:
#                              bao-cli's input and search threads, and the window's search worker
#                              and background work (what CI runs too)
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=${1:-engine}
ENGINE_TESTS=(tst_notation tst_kigogo tst_kimasai tst_kingulu tst_kingulu_solver tst_kete tst_random_games tst_protocol tst_search tst_analysis tst_records)

# The tests that run threads, with the test functions that do (all of a suite when none are
# named). Chosen by what they exercise, not by where the code is: bao-cli reading input while it
# searches; the search worker thinking, hinting, analysing and reviewing, cancelled, replaced and
# left behind by a closing window; work on a position done in the background while the window
# plays on or goes away.
THREAD_TESTS=(
  "tst_protocol stopEndsASearch endOfInputOrQuitEndsASearch"
  "tst_analysis_pane paneListsEveryLegalMoveAndFollowsThePoint openingNeverBlocksAndClosingStops
     theComputersMoveComesFirst reviewCanBeCancelled closingTheWindowWhileAnalysing theHintIsThePanesBestMove"
  "tst_one_history oneSearchWorker continueRestoresThePlayers lookingBackAgainstTheComputerPlaysNothing"
  "tst_gui computerDoesNotBlock hint undoAgainstTheComputer"
  "tst_lifetimes"
)

if [[ $MODE == thread ]]; then
  BUILD_DIR=${BARAZA_TSAN_BUILD_DIR:-build-tsan}
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBARAZA_TSAN=ON >/dev/null
  suites=()
  for entry in "${THREAD_TESTS[@]}"; do suites+=("${entry%% *}"); done
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target bao-cli "${suites[@]}"
  # Reports only where Baraza's code takes part (Qt is not instrumented: see tools/tsan.supp);
  # the first one ends the test, which then fails. Bounds on time are stretched: the code runs
  # several times slower.
  export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 ignore_noninstrumented_modules=1
    suppressions=$PWD/tools/tsan.supp" QT_QPA_PLATFORM=offscreen BARAZA_TIME_SCALE=20
  failed=()
  for entry in "${THREAD_TESTS[@]}"; do
    read -r -a words <<<"$(echo $entry)"
    suite=${words[0]}
    binary=$(find "$BUILD_DIR/tests" -type f -name "$suite" -perm -u+x | head -1)
    log=$BUILD_DIR/tsan-$suite.log
    if (cd "$(dirname "$binary")" && "./$suite" "${words[@]:1}") >"$log" 2>&1; then
      echo "thread $suite: $(grep -m1 '^Totals' "$log")"
    else
      echo "thread $suite: FAILED (see $log)"
      grep -E -m5 "WARNING: ThreadSanitizer|^FAIL|SUMMARY" "$log" | sed 's/^/  /' || true
      failed+=("$suite")
    fi
  done
  ((${#failed[@]} == 0)) || exit 1
  exit 0
fi

BUILD_DIR=${BARAZA_SANITIZE_BUILD_DIR:-build-asan}
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBARAZA_SANITIZE=ON >/dev/null
cd "$BUILD_DIR"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 BARAZA_TIME_SCALE=5
if [[ $MODE == all ]]; then
  cmake --build . --parallel "$(nproc)"
  QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 3000
else
  cmake --build . --parallel "$(nproc)" --target bao-cli "${ENGINE_TESTS[@]}"
  regex="^($(IFS='|'; echo "${ENGINE_TESTS[*]}"))$"
  QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 3000 -R "$regex"
fi
