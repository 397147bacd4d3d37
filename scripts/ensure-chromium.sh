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
#
# FORCE_INSTALL=1 goes through the install branch even when everything is present (apt-get
# installs nothing new then, quickly): `.ci/run` sets it, so the branch a fresh machine takes
# runs on every CI run and cannot hide a fault.
#
# No pipeline here: under `pipefail`, `cmd | head -1` fails when head closes the pipe before cmd
# has finished writing (SIGPIPE, exit 141). Versions are read whole, then cut in the shell.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser" >&2; exit 1; }
else
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

if [ "${FORCE_INSTALL:-0}" = "1" ]; then
  packages=(chromium poppler-utils)
  [ -n "${CHROMIUM_PATH:-}" ] || packages+=(chromium-headless-shell)
  echo "FORCE_INSTALL=1: going through the install branch for ${packages[*]} (missing: ${missing[*]:-none})"
elif [ "${#missing[@]}" -eq 0 ]; then
  exit 0
else
  packages=("${missing[@]}")
fi

echo "Installing Debian's ${packages[*]}…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}" >/dev/null

# The first line a command prints on stdout, with no pipe (Debian's chromium launcher also
# writes shell warnings to stderr, which are not its version).
first_line() {
  local out
  out=$("$@" 2>/dev/null) || { echo "$* --version failed" >&2; return 1; }
  printf '%s\n' "${out%%$'\n'*}"
}
first_line /usr/bin/chromium --version
first_line "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" --version
# pdftotext -v prints its version on stderr and exits 0 (99 on some older builds): read it whole.
out=$(pdftotext -v 2>&1 || true)
case "$out" in
  *pdftotext*) printf '%s\n' "${out%%$'\n'*}" ;;
  *) echo "pdftotext is not working: $out" >&2; exit 1 ;;
esac
