#!/usr/bin/env bash
# Installs what the tests need, builds, then runs every test: unit, contract/API/reliability, browser.
# NODE_LINE=22|24|26 runs them on that line of Node.js (fetched when the machine's is another).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node.sh
if [ -n "${NODE_LINE:-}" ]; then use_node_line "$NODE_LINE"; else use_supported_node; fi
bash scripts/ensure-debian-packages.sh chromium:chromium
npm install --no-audit --no-fund
npm run build
npm run typecheck
npm run lint
status=0
rm -f .jest-results.json
npx jest --selectProjects unit int e2e --ci --json --outputFile=.jest-results.json || status=$?
node scripts/jest-summary.js .jest-results.json
exit $status
