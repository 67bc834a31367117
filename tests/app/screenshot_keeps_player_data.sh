#!/usr/bin/env bash
# `baraza --screenshot` must neither read nor change the player's data: with a saved settings
# file and an unfinished game in a home of their own, a screenshot leaves both byte for byte.
# usage: screenshot_keeps_player_data.sh BARAZA APP_ID
set -euo pipefail
baraza=$1 id=$2
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
data=$home/.local/share/$id/Baraza config=$home/.config/$id
mkdir -p "$data" "$config"
printf '[Game "kete"]\n\n1. f2ccw d3ccw\n' >"$data/unfinished.bao"
printf '[General]\nlanguage=sw\n' >"$config/Baraza.conf"
before=$(cd "$home" && find . -type f -exec sha256sum {} + | sort)
env -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$home" QT_QPA_PLATFORM=offscreen \
  "$baraza" --screenshot "$home/shot.png" --game kigogo --plies 3 >/dev/null 2>&1
[[ -s $home/shot.png ]] || { echo "FAIL: no screenshot"; exit 1; }
rm "$home/shot.png"
after=$(cd "$home" && find . -type f -exec sha256sum {} + | sort)
if [[ $before != "$after" ]]; then
  echo "FAIL: the screenshot changed the player's files:"
  diff <(echo "$before") <(echo "$after") || true
  exit 1
fi
echo "the player's settings and unfinished game are untouched"
