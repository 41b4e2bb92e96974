#!/usr/bin/env bash
# Installs the Debian packages of scripts/system-deps.txt that are missing (needs root or sudo).
#   --runtime   only those `npm start` needs (default: all, for tests and benches too)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
filter='.'
[ "${1:-}" = "--runtime" ] && filter='runtime'
mapfile -t wanted < <(sed -e 's/#.*//' -e '/^\s*$/d' "$here/system-deps.txt" | awk -v f="$filter" '$2 ~ f {print $1}')
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
