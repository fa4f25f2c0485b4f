#!/usr/bin/env bash
# Installs Debian packages the project needs when their command is missing: usage `ensure-debian-packages.sh command:package ...`.
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded, which needs python3, make and g++.
set -euo pipefail
missing=()
for pair in "$@"; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
