#!/usr/bin/env bash
# Benchmarks (never timed assertions in tests): append vs raw SQLite, projection rebuild, HTTP commands.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
npm run build
node services/dist/bench/run.js
