#!/usr/bin/env bash
# Builds the Debian package with CPack into a temporary folder and checks its control fields
# (name, version, section, Depends from dpkg-shlibdeps) and that it holds the installed files.
# usage: check_deb.sh BUILD_DIR VERSION APP_ID
set -euo pipefail
build=$1 version=$2 id=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/baraza_*.deb)
[[ $(dpkg-deb -f "$deb" Package) == baraza ]] || fail "package name"
[[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "version"
[[ $(dpkg-deb -f "$deb" Section) == games ]] || fail "section"
depends=$(dpkg-deb -f "$deb" Depends)
for library in libqt6widgets6 libqt6svg6 libqt6gui6 libqt6core6 libstdc++6 libc6; do
  grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library: $depends"
done
contents=$(dpkg-deb -c "$deb")
for file in usr/bin/baraza usr/bin/bao-cli usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
  usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/man/man6/baraza.6 usr/share/man/man6/bao-cli.6; do
  grep -q "\./$file\$" <<<"$contents" || fail "the package lacks $file"
done
echo "deb: $(basename "$deb"), $(wc -l <<<"$contents") entries, Depends: $depends"
