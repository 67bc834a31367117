#!/usr/bin/env bash
# Builds Baraza with AddressSanitizer (leaks included) and UBSan (BARAZA_SANITIZE) in
# build-asan/ and runs the tests there; any sanitizer report fails the test that met it.
#   tools/sanitize.sh          the engine's tests (what CI runs)
#   tools/sanitize.sh all      every test, the window's included
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BARAZA_SANITIZE_BUILD_DIR:-build-asan}
ENGINE_TESTS=(tst_notation tst_kigogo tst_kimasai tst_kingulu tst_kingulu_solver tst_kete tst_random_games tst_protocol tst_search tst_analysis tst_records)

cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBARAZA_SANITIZE=ON >/dev/null
cd "$BUILD_DIR"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1
if [[ ${1:-engine} == all ]]; then
  cmake --build . --parallel "$(nproc)"
  QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 3000
else
  cmake --build . --parallel "$(nproc)" --target bao-cli "${ENGINE_TESTS[@]}"
  regex="^($(IFS='|'; echo "${ENGINE_TESTS[*]}"))$"
  QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 3000 -R "$regex"
fi
