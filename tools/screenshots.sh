#!/usr/bin/env bash
# Renews the screenshots in docs/screenshots/ with the program's own screenshot mode (offscreen:
# no display needed), then the README's animation. Look at them before committing.
#   tools/screenshots.sh [build-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shots=docs/screenshots
run() { QT_QPA_PLATFORM=offscreen "$build/app/baraza" "$@" 2>/dev/null; }
for lang in en sw ms gu pt fi; do
  run --screenshot "$shots/window-$lang.png" --game kete --plies 12 --size 1280x800 --lang "$lang"
done
for game in kigogo kete kiswahili kingulu kimasai; do
  run --screenshot "$shots/$game-start.png" --game "$game" --size 1280x800
  run --screenshot "$shots/$game-midgame.png" --game "$game" --plies 16 --size 1280x800
done
# Every game at the sizes players' screens have and at twice the scale, on the clock, to see that
# the board keeps the width and its text stays readable (docs/screenshots/sizes/).
mkdir -p "$shots/sizes"
for game in kigogo kete kiswahili kingulu kimasai; do
  for size in 800x600 1280x800 1920x1080; do
    run --screenshot "$shots/sizes/$game-$size.png" --game "$game" --plies 12 --clock 600 --size "$size"
  done
  QT_SCALE_FACTOR=2 run --screenshot "$shots/sizes/$game-1280x800-2x.png" --game "$game" --plies 12 --clock 600 --size 1280x800
done
run --screenshot "$shots/new-game-gu.png" --game kete --new-game --lang gu
run --screenshot "$shots/new-game-fi.png" --game kete --new-game --lang fi
run --screenshot "$shots/rules-gu.png" --game kete --rules --lang gu
# The rules with their diagrams, scrolled to Kigogo's capture (K-4), in English and Kiswahili.
run --screenshot "$shots/rules-diagram-en.png" --game kigogo --rules --rules-anchor K-3 --size 760x720
run --screenshot "$shots/rules-diagram-sw.png" --game kigogo --rules --rules-anchor K-3 --size 760x720 --lang sw
run --screenshot "$shots/file-dialog-gu.png" --game kete --open-dialog resources/samples --lang gu
run --screenshot "$shots/file-dialog-sw.png" --game kete --open-dialog resources/samples --lang sw
run --screenshot "$shots/replay-kete-sw.png" --open resources/samples/kete.bao --ply 6 --events 3 --lang sw
run --screenshot "$shots/browsing-against-the-computer.png" --game kete --plies 14 --computer --back 5 --size 1280x800
run --screenshot "$shots/narration-seed-by-seed.png" --open resources/samples/kete.bao --ply 6 --events 4 --size 1280x800
run --screenshot "$shots/analysis-pane.png" --game kete --plies 12 --analysis --seconds 4 --size 1280x800
run --screenshot "$shots/analysis-kingulu.png" --game kingulu --plies 9 --analysis --seconds 4 --size 1280x800
run --screenshot "$shots/game-review.png" --open resources/samples/kete.bao --ply 30 --review --size 1280x800
# A lesson with a wrong try explained (the Learn menu).
run --screenshot "$shots/lesson-wrong-try.png" --lesson kete/02-capture --lesson-try g2ccw --size 1280x800
# Bao la Kiswahili's nyumba dormant (South's e2) and gone (North's d3), in a lesson.
run --screenshot "$shots/kiswahili-dormant.png" --lesson kiswahili/04-dormant-nyumba --size 1280x800
run --screenshot "$shots/glossary-tip-en.png" --open resources/samples/kete.bao --ply 7 --glossary-tip --size 1280x800
run --screenshot "$shots/glossary-tip-sw.png" --open resources/samples/kete.bao --ply 3 --glossary-tip --size 1280x800 --lang sw
tools/readme-animation.sh "$build"
