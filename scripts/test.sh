#!/usr/bin/env bash
# Installs what the tests need, builds, then runs every test: unit, contract/API/reliability, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-debian-packages.sh python3:python3 make:make g++:g++ chromium:chromium
npm install --no-audit --no-fund
npm run build
npm run typecheck
npm run lint
status=0
npx jest --selectProjects unit int e2e --ci --json --outputFile=.jest-results.json || status=$?
node -e "
const r = require('./.jest-results.json');
console.log('tests: ' + r.numPassedTests + ' passed, ' + r.numFailedTests + ' failed, ' + r.numPendingTests + ' skipped');
"
exit $status
