#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed: the end-to-end tests drive /usr/bin/chromium
# (test tools cannot download their own browsers here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
