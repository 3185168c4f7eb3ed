#!/usr/bin/env bash
# The browser tests drive Debian's chromium-headless-shell (the browser without its window's user
# interface, as playwright runs headless; decision 062); install it from Debian's packages when it
# is missing. CHROMIUM_PATH names another browser instead.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "==> Installing Debian's chromium-headless-shell for the browser tests"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium-headless-shell >/dev/null
