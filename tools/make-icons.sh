#!/usr/bin/env bash
# Renders the application icon (resources/art/icon.svg) to the PNG sizes of the hicolor icon
# theme under resources/icons/. Run it after changing the icon; needs rsvg-convert
# (Debian: librsvg2-bin). The PNGs are checked in, so building needs no SVG tool.
set -euo pipefail
cd "$(dirname "$0")/.."
for size in 16 24 32 48 64 128 256 512; do
  dir=resources/icons/hicolor/${size}x${size}/apps
  mkdir -p "$dir"
  rsvg-convert -w "$size" -h "$size" resources/art/icon.svg -o "$dir/org.baraza.baraza.png"
done
