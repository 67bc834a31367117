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
for library in libqt6widgets6 libqt6svg6 libqt6multimedia6 libqt6gui6 libqt6core6 libstdc++6 libc6 fonts-noto-core; do
  grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library: $depends"
done
contents=$(dpkg-deb -c "$deb")
for file in usr/bin/baraza usr/bin/bao-cli usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
  usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/mime/packages/$id.xml usr/share/man/man6/baraza.6.gz usr/share/man/man6/bao-cli.6.gz \
  usr/share/doc/baraza/copyright usr/share/doc/baraza/changelog.gz; do
  grep -q "\./$file\$" <<<"$contents" || fail "the package lacks $file"
done
# Installed programs are stripped (CPACK_STRIP_FILES): no symbol table left.
unpacked=$out/root
dpkg-deb -x "$deb" "$unpacked"
for program in baraza bao-cli; do
  ! readelf -S "$unpacked/usr/bin/$program" | grep -q '\.symtab' || fail "$program is not stripped"
done
echo "deb: $(basename "$deb"), $(wc -l <<<"$contents") entries, Depends: $depends"
