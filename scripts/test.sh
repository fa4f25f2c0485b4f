#!/usr/bin/env bash
# Installs what the tests need, builds, then runs every test: unit, contract/API/reliability, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
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
