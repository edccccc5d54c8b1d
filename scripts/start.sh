#!/usr/bin/env bash
# Installs the pinned dependencies, builds the web app and starts the server on the embedded
# database (PGlite in ./data). PORT, DATABASE_URL etc.: see README "Configuration".
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm start
