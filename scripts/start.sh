#!/usr/bin/env bash
# Installs, builds and runs the whole application on the embedded store (SQLite file under DATA_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node.sh
use_supported_node
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run build
# The server prints the URL and, with demo data, the demo logins.
exec node services/dist/main.js
