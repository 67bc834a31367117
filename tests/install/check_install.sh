#!/usr/bin/env bash
# Installs the build into a temporary root as a package would (DESTDIR, prefix /usr) and checks
# what lands there: both programs with the project's version, the launcher, the AppStream
# metadata, the icons, the game records' MIME type and the manual pages -- validated when the
# desktop's validators exist.
# usage: check_install.sh BUILD_DIR VERSION APP_ID
set -euo pipefail
build=$1 version=$2 id=$3
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

DESTDIR=$stage cmake --install "$build" --prefix /usr >/dev/null
root=$stage/usr
expected=(
  bin/baraza bin/bao-cli
  share/applications/$id.desktop share/metainfo/$id.metainfo.xml
  share/icons/hicolor/scalable/apps/$id.svg
  share/mime/packages/$id.xml share/icons/hicolor/scalable/mimetypes/application-x-baraza-bao.svg
  share/man/man6/baraza.6.gz share/man/man6/bao-cli.6.gz
  share/doc/baraza/copyright share/doc/baraza/changelog.gz
)
for size in 16 24 32 48 64 128 256 512; do expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png"); done
for file in "${expected[@]}"; do [[ -s $root/$file ]] || fail "missing $file"; done
installed=$(cd "$root" && find . -type f | sed 's|^\./||' | sort)
wanted=$(printf '%s\n' "${expected[@]}" | sort)
[[ $installed == "$wanted" ]] || fail "installed files differ from the expected ones:
$(diff <(echo "$wanted") <(echo "$installed") || true)"

[[ $("$root/bin/bao-cli" --version | head -1) == "bao-cli (Baraza) $version" ]] || fail "bao-cli --version"
[[ $("$root/bin/baraza" --version | head -1) == "baraza (Baraza) $version" ]] || fail "baraza --version"
for page in baraza bao-cli; do
  zgrep -q "\"Baraza $version\"" "$root/share/man/man6/$page.6.gz" || fail "$page.6 does not carry version $version"
done
grep -q "<release version=\"$version\"" "$root/share/metainfo/$id.metainfo.xml" || fail "metainfo release"
grep -q "^Icon=$id$" "$root/share/applications/$id.desktop" || fail "desktop file icon"
# A record double-clicked in a file manager opens in Baraza: the launcher takes the file and
# names the records' type, which the shared MIME database knows by its glob.
grep -qx "Exec=baraza %f" "$root/share/applications/$id.desktop" || fail "the launcher's Exec does not take %f"
grep -qx "MimeType=application/x-baraza-bao;" "$root/share/applications/$id.desktop" || fail "the launcher's MimeType"
# The launcher and the software centre name every game the program plays (five, issue #29).
while IFS= read -r comment; do
  games=$(grep -oE 'Bao|બાઓ' <<<"$comment" | wc -l)
  [[ $games == 5 ]] || fail "the launcher's comment names $games games, not 5: $comment"
done < <(grep '^Comment' "$root/share/applications/$id.desktop")
grep -q 'Bao la Kiswahili (Zanzibar)' "$root/share/metainfo/$id.metainfo.xml" || fail "metainfo does not name Bao la Kiswahili"
mime=$root/share/mime/packages/$id.xml
grep -q '<mime-type type="application/x-baraza-bao">' "$mime" || fail "the MIME type is not application/x-baraza-bao"
grep -q '<glob pattern="\*.bao"/>' "$mime" || fail "the MIME type has no *.bao glob"

checked="files, versions"
if command -v desktop-file-validate >/dev/null; then
  out=$(desktop-file-validate "$root/share/applications/$id.desktop" 2>&1) || fail "desktop-file-validate: $out"
  [[ -z $out ]] || fail "desktop-file-validate: $out"
  checked+=", desktop file"
fi
if command -v xmllint >/dev/null; then
  out=$(xmllint --noout "$mime" 2>&1) || fail "xmllint $mime: $out"
  checked+=", MIME type XML"
fi
if command -v update-mime-database >/dev/null; then
  database=$(mktemp -d)
  cp -r "$root/share/mime" "$database/"
  out=$(update-mime-database "$database/mime" 2>&1) || fail "update-mime-database: $out"
  grep -qx '50:application/x-baraza-bao:\*.bao' "$database/mime/globs2" ||
    fail "update-mime-database does not map *.bao to application/x-baraza-bao"
  rm -rf "$database"
  checked+=", MIME database"
fi
if command -v appstreamcli >/dev/null; then
  out=$(appstreamcli validate --no-net --pedantic "$root/share/metainfo/$id.metainfo.xml" 2>&1) ||
    fail "appstreamcli: $out"
  ! grep -qE '^[EWIP]: ' <<<"$out" || fail "appstreamcli (pedantic): $out"
  checked+=", metainfo (pedantic)"
fi
if command -v man >/dev/null; then
  for page in baraza bao-cli; do
    out=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$root/share/man/man6/$page.6.gz" 2>&1 >/dev/null) || true
    [[ -z $out ]] || fail "man $page: $out"
  done
  checked+=", man pages"
fi
echo "install: ${#expected[@]} files under usr/; checked $checked"
