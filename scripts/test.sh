#!/usr/bin/env bash
# What `npm test` runs: lint, typecheck, unit and server tests, the build, the build test, the end-to-end tests,
# the cross-engine tests (and the PostgreSQL suite when scripts/test-postgres.sh exists). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n\033[1m==> %s\033[0m\n' "$1"; }

# Installs Debian's `package` when `present` (a command) fails: as root with apt-get, else says how and stops.
# Browsers come from Debian's packages only, never from a download of a browser build.
need_package() {
  local present=$1 package=$2 why=$3
  if eval "$present"; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    section "Installing Debian's $package ($why)"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"
  else
    echo "The tests need Debian's $package ($why). Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $package" >&2
    exit 1
  fi
}

need_package '[ -x /usr/bin/chromium ]' chromium 'the end-to-end tests'
# Screenshots and touch-target sizes are measured with the CJK glyphs members see, not with missing-glyph boxes.
need_package "fc-list ':lang=zh-tw' 2>/dev/null | grep -q ." fonts-noto-cjk 'Chinese text in the end-to-end screenshots'
# The cross-engine tests: Firefox ESR over WebDriver BiDi, WebKitGTK's MiniBrowser over WebKitWebDriver on Xvfb
need_package '[ -x /usr/bin/firefox-esr ]' firefox-esr 'the cross-engine tests'
need_package '[ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]' \
  webkit2gtk-driver 'the cross-engine tests'
need_package 'command -v Xvfb >/dev/null' xvfb 'the cross-engine tests'

section "Lint and typecheck (app, service worker, server), side by side"
npx eslint . &
lint=$!
npm run typecheck
wait "$lint"

section "Unit tests"
npx vitest run --project unit

section "Server tests (PGlite)"
npx vitest run --project server

section "Build"
npm run build

section "Build test"
npx vitest run --project build

section "End-to-end tests (Chromium)"
npx vitest run --project e2e

section "Cross-engine tests (Chromium, Firefox ESR, WebKitGTK)"
npx vitest run --project engines

if [ -f scripts/test-postgres.sh ]; then
  section "Server tests on PostgreSQL"
  bash scripts/test-postgres.sh
fi

section "All tests passed"
