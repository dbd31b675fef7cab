#!/bin/sh
# Regenerates HEIC_BASE64 in test/support/attachment-fixtures.ts: a 64×48 red photo encoded by
# libheif's heif-enc (Debian: apt-get install libheif-examples). Prints the base64 to paste.
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
node -e "require('sharp')({create: {width: 64, height: 48, channels: 3, background: {r: 200, g: 40, b: 30}}}).png().toFile('$dir/red.png')"
heif-enc -q 30 -o "$dir/red.heic" "$dir/red.png" >/dev/null
base64 -w0 "$dir/red.heic"
echo
