#!/usr/bin/env bash
# Installs everything a fresh machine lacks (npm packages; Debian's Chromium for the browser
# tests) and runs every test: typecheck, lint, unit/API tests, build, browser tests.
# Node 24 comes with the packages (devDependency `node`, docs/adr/0006): scripts/npm.sh runs
# npm ci itself on it (no EBADENGINE warnings on the system's older Node, docs/adr/0014), and
# every npm script then runs on node_modules/.bin/node.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Chromium fehlt: installiere Debians Paket chromium (apt-get) …"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
bash scripts/npm.sh ci --no-audit --no-fund
npm test
