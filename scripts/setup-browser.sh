#!/usr/bin/env bash
# The browser the browser tests drive (tests/browser.py): Debian's chromium and chromium-driver (the
# same version, from the same archive) and the CJK fonts the report and the pictures are set in.
# Idempotent: does nothing when the three packages are installed. Otherwise installs them with apt-get
# (through sudo when not root); says why and exits non-zero when it cannot.
set -euo pipefail

PACKAGES=(chromium chromium-driver fonts-noto-cjk)

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for p in "${PACKAGES[@]}"; do
        installed "$p" || missing+=("$p")
    done
else
    missing=("${PACKAGES[@]}")
fi
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

fail() {
    echo "setup-browser.sh: cannot install ${missing[*]}: $1" >&2
    echo "setup-browser.sh: install them by hand (Debian/Ubuntu: apt-get install chromium chromium-driver fonts-noto-cjk);" >&2
    echo "setup-browser.sh: the browser tests (tests/test_browser_report.py, tests/test_picture_png.py) fail without them." >&2
    exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "apt-get is not available on this machine"
if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
else
    fail "not root, and sudo is not available without a password"
fi

echo "setup-browser.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || fail "apt-get update failed"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${PACKAGES[@]}" >&2 \
    || fail "apt-get install failed"
for p in "${PACKAGES[@]}"; do
    installed "$p" || fail "$p is still not installed after apt-get install"
done
