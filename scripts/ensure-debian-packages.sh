#!/usr/bin/env bash
# Installs the Debian packages the project needs where what they provide is missing:
#   ensure-debian-packages.sh command:package ... lib:libname.so.N:package ...
# (a command looked up on PATH, a shared library in the linker's cache).
set -euo pipefail
missing=()
for pair in "$@"; do
  case "$pair" in
    lib:*)
      spec="${pair#lib:}"
      /sbin/ldconfig -p 2>/dev/null | grep -q "${spec%%:*}" || missing+=("${spec#*:}")
      ;;
    *) command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}") ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
