#!/usr/bin/env bash
# FlexKit against Yoga on N random flex trees: prints "N agree, N differ, N not compared" and every
# difference shrunk.
# Usage: flex-differential.sh N [--seed S] [--keep DIR] [--web] [--decimals]
# Needs Yoga built from its sources (build-yoga-source.sh, or setup-peers.sh) and Python 3.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product benchmarks --package-path ../.. > /dev/null
python=.venv/bin/python
[ -x "$python" ] || python=python3
exec "$python" peers/flex_differential.py "$@"
