#!/usr/bin/env bash
# Renews docs/rules.md and its diagrams (docs/rules/*.png) from a build's `baraza --export-rules`
# (offscreen: no display needed). tst_rules_diagrams fails while docs/rules.md is out of date.
#   tools/export-rules.sh [build-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# English whatever the system's language, and none of the player's settings.
XDG_CONFIG_HOME="$out/config" LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen \
  "$build/app/baraza" --export-rules "$out/rules"
rm -rf docs/rules
mkdir -p docs/rules
cp "$out/rules/rules.md" docs/rules.md
cp "$out/rules/rules/"*.png docs/rules/
echo "docs/rules.md and docs/rules/*.png renewed ($(ls docs/rules | wc -l) diagrams)"
