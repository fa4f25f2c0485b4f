#!/usr/bin/env bash
# CI's smoke on another supported line of Node.js (usage: node-line-smoke.sh 22), after the full run
# built everything: a fresh install of the native packages on that line, which must compile nothing,
# then the built server's life (node-line.int.spec) and its worker threads' (thread-cycles.int.spec).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node.sh
use_node_line "$1"
started=$SECONDS
results=".jest-results-node$1.json"
rm -f "$results"
rm -rf node_modules/better-sqlite3 node_modules/sharp node_modules/@img node_modules/@swc/core node_modules/@swc/core-* node_modules/@parcel/watcher node_modules/@parcel/watcher-*
log="$(mktemp)"
if ! npm install --no-audit --no-fund --foreground-scripts >"$log" 2>&1; then
  cat "$log"
  exit 1
fi
if grep -Eq 'gyp (info|ERR)|node-gyp|prebuild-install|cc1plus' "$log"; then
  grep -E 'gyp|prebuild-install|cc1plus' "$log" | head -20
  echo "Node $1: the install compiled native code"
  exit 1
fi
# A clean install says nothing but what it added: a package that wants another Node (EBADENGINE) or
# any other warning is a defect of ours to fix, not noise for a newcomer to read past.
if grep -Eiq '^npm warn' "$log"; then
  grep -Ei '^npm warn' "$log" | head -20
  echo "Node $1: the install warned"
  exit 1
fi
status=0
npx jest --selectProjects int --ci --json --outputFile="$results" services/src/platform/process/node-line.int.spec.ts services/src/platform/process/thread-cycles.int.spec.ts || status=$?
echo "Node $(node --version) smoke: fresh native install, server life and worker threads in $((SECONDS - started)) s (exit $status)"
exit $status
