#!/usr/bin/env bash
# Runs npm on the project's Node 24 (docs/adr/0006, 0013): `bash scripts/npm.sh ci`,
# `bash scripts/npm.sh install -D some-package`. The system's npm may run on an older Node
# (Debian's 20), and an install there warns EBADENGINE for each package that asks for Node ≥ 22.
# `npm exec` puts the bin folder of the pinned package `node` first on PATH (from npm's cache, or
# node_modules once installed), and npm's own script starts with `#!/usr/bin/env node`, so the
# npm started inside runs on that Node.
set -euo pipefail
cd "$(dirname "$0")/.."
node_version="$(node -p "require('./package.json').devDependencies.node")"
exec npm exec --yes --package="node@$node_version" -- npm "$@"
