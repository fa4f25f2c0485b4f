#!/usr/bin/env bash
# Benchmarks (never timed assertions in tests): append vs raw SQLite, projection rebuild, HTTP commands.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
# The server as it ships, then the bench beside its own copy of the code it measures (kept out of the production build).
npm run build
npx tsc -b services/tsconfig.bench.json
node services/dist-bench/bench/run.js
