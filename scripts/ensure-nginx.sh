#!/usr/bin/env bash
# The API test of three servers behind a load balancer (server/deploy/behind-nginx.test.ts) runs
# Debian's nginx itself, with the repository's deploy/nginx/splits.conf, as the test user and in a
# folder of its own; install it from Debian's packages when it is missing.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "==> Installing Debian's nginx for the API tests"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nginx >/dev/null
# the package starts a system nginx on port 80; the test needs none
$sudo_cmd systemctl disable --now nginx >/dev/null 2>&1 || true
