#!/usr/bin/env bash
# Installs the Debian 12 packages listed in tools/debian-packages.txt, or in the list given
# (tools/install-deps.sh tools/fuzz-packages.txt), as root or with sudo. Does nothing when
# they are all installed already, so re-running is cheap.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
list="${1:-$here/debian-packages.txt}"
mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$list" | awk '{print $1}')

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
