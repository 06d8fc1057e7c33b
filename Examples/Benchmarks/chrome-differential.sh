#!/usr/bin/env bash
# FlexKit's web mode against Chrome on N random flex trees: prints "N agree, N differ", every difference
# shrunk, and a tally of the features the shrunk differences use.
# Usage: chrome-differential.sh N [--seed S] [--keep DIR] [--tolerance T]   or   --files TREE...
# Needs Debian's chromium (apt-get install chromium) and Python 3; Chrome is a measuring tool only.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product benchmarks --package-path ../.. > /dev/null
exec python3 peers/chrome_differential.py "$@"
