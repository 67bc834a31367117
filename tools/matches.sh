#!/usr/bin/env bash
# Plays the level ladder of issue #7 for every game and prints one match line per pair:
# each level against the one below it, and expert against greedy.
#   tools/matches.sh [games per match] [ms per move for strong and expert]
# VARIANTS="kiswahili" tools/matches.sh plays only the games named.
set -euo pipefail
cli=${BAO_CLI:-build/engine/bao-cli}
games=${1:-200}
movetime=${2:-50}
for variant in ${VARIANTS:-kigogo kete kingulu kimasai kiswahili}; do
  for pair in "greedy random" "beginner greedy" "casual beginner" "strong casual" "expert strong" "expert greedy"; do
    set -- $pair
    "$cli" match --variant "$variant" --a "$1" --b "$2" --games "$games" --movetime "$movetime" 2>/dev/null
  done
done
