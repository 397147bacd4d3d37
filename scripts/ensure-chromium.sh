#!/usr/bin/env bash
# Makes sure the Debian packages the end-to-end tests drive are installed (test tools cannot
# download their own browsers here):
# - chromium-headless-shell: Debian's build of Chromium's headless shell, the browser Playwright
#   itself runs for headless tests (the same Blink as chromium, without the desktop browser
#   around it: about 40 % less CPU for the same suite on two cores);
# - chromium: Debian's Chromium at /usr/bin/chromium, for `npm run bench` (Lighthouse), the
#   screenshots and a headed run (`CHROMIUM_PATH=/usr/bin/chromium npx playwright test --headed`);
# - poppler-utils: pdftotext, which reads back the printed preparation card (double-check.spec.ts).
# CHROMIUM_PATH names another browser for the tests; it is then checked instead of the shell.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser" >&2; exit 1; }
else
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
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
/usr/bin/chromium --version
"${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" --version
pdftotext -v 2>&1 | head -1
