#!/usr/bin/env bash
# Builds our Yoga harness (peers/yoga_flex.c) against the Yoga 3 static library and headers that
# `pip install pyyoga` put in Examples/Benchmarks/.venv (run setup-peers.sh first). Output:
# .venv/bin/yoga_flex, used by peers/yoga_flex.py. Yoga is built -O2 by pyyoga; we compile the harness -O2.
set -euo pipefail
cd "$(dirname "$0")"
site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
include="$site/include"
library="$site/lib64/libyogacore.a"
[ -f "$library" ] || library=$(find "$site" -name 'libyogacore.a' | head -1)
[ -f "$library" ] || { echo "libyogacore.a not found under $site (pip install pyyoga)" >&2; exit 1; }
cc -O2 -std=gnu11 -I"$include" -c peers/yoga_flex.c -o .venv/yoga_flex.o
c++ -O2 .venv/yoga_flex.o "$library" -lm -o .venv/bin/yoga_flex
echo "built .venv/bin/yoga_flex against $library"
