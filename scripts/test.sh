#!/usr/bin/env bash
# What `npm test` runs: lint, typecheck, unit and server tests, the build, the build test, the end-to-end tests
# (and the PostgreSQL suite when scripts/test-postgres.sh exists). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n\033[1m==> %s\033[0m\n' "$1"; }

CHROMIUM=/usr/bin/chromium
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    section "Installing Debian's chromium (needed by the end-to-end tests)"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  else
    echo "The end-to-end tests need Debian's chromium at $CHROMIUM. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

# Screenshots and touch-target sizes are measured with the CJK glyphs members see, not with missing-glyph boxes.
if ! fc-list ':lang=zh-tw' 2>/dev/null | grep -q .; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    section "Installing Debian's fonts-noto-cjk (Chinese text in the end-to-end screenshots)"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-noto-cjk
  else
    echo "The end-to-end tests need a Chinese font. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y fonts-noto-cjk" >&2
    exit 1
  fi
fi

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

if [ -f scripts/test-postgres.sh ]; then
  section "Server tests on PostgreSQL"
  bash scripts/test-postgres.sh
fi

section "All tests passed"
