#!/usr/bin/env bash
# Benchmarks (never timed assertions in tests): append vs raw SQLite, projection rebuild, HTTP commands.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node.sh
if [ -n "${NODE_LINE:-}" ]; then use_node_line "$NODE_LINE"; else use_supported_node; fi
[ -d node_modules ] || npm install --no-audit --no-fund
# The server as it ships, then the bench beside its own copy of the code it measures (kept out of the production build).
npm run build
npx tsc -b services/tsconfig.bench.json
# `npm run soak -- [minutes]`: the built server under mixed load, then SIGTERM (services/bench/soak.ts).
if [ "${1:-}" = soak ]; then
  shift
  exec node services/dist-bench/bench/soak.js "$@"
fi
node services/dist-bench/bench/run.js "$@"
