#!/usr/bin/env bash
# Installs the pinned dependencies, builds the web app and starts the server on the embedded
# database (PGlite in ./data). PORT, DATABASE_URL etc.: see README "Configuration".
# Node 24 comes with the packages (devDependency `node`, docs/adr/0006): scripts/npm.sh runs
# npm ci itself on it (no EBADENGINE warnings on the system's older Node, docs/adr/0014), and
# every npm script then runs on node_modules/.bin/node.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/npm.sh ci --no-audit --no-fund
npm start
