#!/usr/bin/env bash
# Installs the pinned dependencies, builds the web app and starts the server on the embedded
# database (PGlite in ./data). PORT, DATABASE_URL etc.: see README "Configuration".
# Node 24 comes with the packages (devDependency `node`, docs/adr/0006): npm ci may run on the
# system's older Node, every npm script then runs on node_modules/.bin/node.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm start
