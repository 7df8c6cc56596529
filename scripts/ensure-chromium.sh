#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; a fresh machine does not have it yet.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
