#!/usr/bin/env bash
# Installs the peers we measure against into Examples/Benchmarks/.venv (never a dependency of the package):
# kiwisolver (kiwi, C++), pyyoga (Yoga 3, C++), poga (Yoga 1.x, C++) and stretchable (Taffy, Rust).
set -euo pipefail
cd "$(dirname "$0")"
python3 -m venv .venv
.venv/bin/pip install --quiet --upgrade pip
.venv/bin/pip install --quiet kiwisolver pyyoga poga stretchable
.venv/bin/python -c 'import kiwisolver, stretchable; print("peers ready: kiwisolver", kiwisolver.__version__)'
# Yoga has no Python module here: our C harness links the static library pyyoga installs.
./build-yoga-peer.sh
