#!/usr/bin/env bash
# Browser tests use Debian's Chromium; no tool may download a browser of its own.
set -euo pipefail
# A CJK font too: without one, Chinese renders as boxes in screenshots.
need=""
[ -x /usr/bin/chromium ] || need="chromium"
fc-list 2>/dev/null | grep -qi "wqy\|noto.*cjk" || need="$need fonts-wqy-microhei"
[ -z "$need" ] && exit 0
echo "Installing Debian packages for the browser tests:$need"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need >/dev/null
/usr/bin/chromium --version
