#!/usr/bin/env bash
# Makes the README's animation (docs/screenshots/kete-capture.gif) with the program's own
# screenshot mode: a Bao la Kete capture sown seed by seed, from the sample game. Needs
# ImageMagick (apt-get install imagemagick) and a built program (./baraza build or cmake).
#   tools/readme-animation.sh [build-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
# Move 27 of the sample, f2ccw: a nemo capture (L-7) and three more from the kichwa (L-6.2).
QT_QPA_PLATFORM=offscreen "$build/app/baraza" --screenshot unused.png --open resources/samples/kete.bao \
  --ply 26 --frames "$frames" --size 960x600 --lang en
# 40 cs a seed; the last picture (the move complete) stays for 3 s.
convert -delay 40 "$frames"/frame-0*.png -delay 300 "$(ls "$frames"/frame-*.png | tail -1)" \
  -loop 0 -resize 720x -layers Optimize docs/screenshots/kete-capture.gif
echo "docs/screenshots/kete-capture.gif: $(ls "$frames" | wc -l) frames, $(du -k docs/screenshots/kete-capture.gif | cut -f1) KB"
