#!/usr/bin/env bash
# The nginx end-to-end test serves the build through Debian's nginx; a fresh machine does not have it yet.
set -euo pipefail
if [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for the server config test…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # The package's own service is not started here (no systemd on CI); the test runs its own nginx.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
/usr/sbin/nginx -v 2>&1
