#!/usr/bin/env bash
# Makes sure the Debian packages the end-to-end tests drive are installed:
# - chromium: Debian's Chromium at /usr/bin/chromium (test tools cannot download their own browsers
#   here);
# - poppler-utils: pdftotext, which reads back the printed preparation card (double-check.spec.ts).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]}…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
pdftotext -v 2>&1 | head -1
