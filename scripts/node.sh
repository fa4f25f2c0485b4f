# Sourced by the project's scripts: puts a supported Node.js (22, 24 or 26) first on PATH.
#
#   use_supported_node        the machine's Node when it is 22 or newer, else Node 26 fetched here
#   use_node_line 24          exactly that line: the machine's when it is that line, else fetched here
#
# A fetched Node comes from the npm registry (the node-<os>-<cpu> packages hold the official
# binaries), pinned below by version and integrity, into .node/ of the project (git-ignored). Nothing
# is installed globally and no machine setting changes; a second run reuses what was fetched.

# The newest release of each supported line, and the sha512 of its npm package per platform (as a
# lock file pins every other package): npm pack checks the registry's hash, this checks the registry.
declare -A NODE_RELEASE=([22]=22.23.3 [24]=24.21.0 [26]=26.12.1)
declare -A NODE_INTEGRITY=(
  [linux-x64@22.23.3]=sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==
  [linux-x64@24.21.0]=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
  [linux-x64@26.12.1]=sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A==
  [linux-arm64@22.23.3]=sha512-l3DAHZreylo+p9QXDtsOrjG2JXJqVzYXnAGmIQNOUNARcMppTO2cmewVQP+36tjJnSE+dzpMNtgW+c3oiDvXtA==
  [linux-arm64@24.21.0]=sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==
  [linux-arm64@26.12.1]=sha512-8Oxs6Y7rDcKufVIM/zYRSwytj46WOrZk7yFCLTKDcs17bBjAeD9HMAqo97hMfMyxozIud0S4vZCs5WB/3iavNQ==
)
NODE_PROJECT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

node_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

node_platform() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) echo linux-x64 ;;
    Linux-aarch64 | Linux-arm64) echo linux-arm64 ;;
    *) return 1 ;;
  esac
}

# Fetches Node <version> into .node/ unless it is there, and prints its bin folder.
fetch_node() {
  local version="$1" platform dir tmp
  platform="$(node_platform)" || {
    echo "No Node.js 22 or newer here, and none can be fetched for $(uname -s) $(uname -m): install Node.js 22, 24 or 26." >&2
    return 1
  }
  dir="$NODE_PROJECT_DIR/.node/node-v$version-$platform"
  if [ ! -x "$dir/bin/node" ]; then
    command -v npm >/dev/null 2>&1 || {
      echo "Neither Node.js 22+ nor npm is here to fetch it with: install Node.js 22, 24 or 26." >&2
      return 1
    }
    tmp="$(mktemp -d)"
    echo "Fetching Node.js $version ($platform) from the npm registry into .node/ ..." >&2
    (cd "$tmp" && npm pack --silent "node-$platform@$version" >/dev/null) || {
      rm -rf "$tmp"
      echo "Could not fetch node-$platform@$version from the npm registry." >&2
      return 1
    }
    local sha512
    # The machine's own (older) Node hashes it: npm needs one anyway.
    sha512="$(node -e 'process.stdout.write("sha512-" + require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tmp/node-$platform-$version.tgz")"
    if [ "$sha512" != "${NODE_INTEGRITY[$platform@$version]}" ]; then
      rm -rf "$tmp"
      echo "node-$platform@$version from the registry is not the package pinned in scripts/node.sh ($sha512)." >&2
      return 1
    fi
    mkdir -p "$tmp/unpacked" "$NODE_PROJECT_DIR/.node"
    tar -xzf "$tmp"/node-"$platform"-"$version".tgz -C "$tmp/unpacked"
    rm -rf "$dir"
    mv "$tmp/unpacked/package" "$dir"
    rm -rf "$tmp"
  fi
  # Node 25 and newer link against libatomic, which a bare Debian may not have.
  if [ "$(uname -s)" = Linux ] && ! "$dir/bin/node" --version >/dev/null 2>&1; then
    bash "$NODE_PROJECT_DIR/scripts/ensure-debian-packages.sh" lib:libatomic.so.1:libatomic1 >&2
  fi
  "$dir/bin/node" --version >/dev/null || return 1
  echo "$dir/bin"
}

use_node_line() {
  local line="$1" bin
  [ "$(node_major)" = "$line" ] && return 0
  bin="$(fetch_node "${NODE_RELEASE[$line]}")" || return 1
  export PATH="$bin:$PATH"
  echo "Using Node.js $(node --version) from ${bin#"$NODE_PROJECT_DIR"/} (the machine has $(command -v node >/dev/null && /usr/bin/env -i PATH="${PATH#"$bin:"}" node --version 2>/dev/null || echo none))."
}

use_supported_node() {
  [ "$(node_major)" -ge 22 ] && return 0
  use_node_line 26
}
