#!/usr/bin/env bash
# Installs the peers we measure against into Examples/Benchmarks/.venv (never a dependency of the package):
# kiwisolver (kiwi, C++), stretchable (Taffy, Rust) and scipy (the solver's linear-programming oracle,
# peers/solver_lp_differential.py) from PyPI, and Yoga built from its C++ sources at the
# commit of our conformance fixtures (build-yoga-source.sh; pass a local clone of facebook/yoga to skip
# the download).
set -euo pipefail
cd "$(dirname "$0")"
python3 -m venv .venv
.venv/bin/pip install --quiet --upgrade pip
.venv/bin/pip install --quiet kiwisolver stretchable scipy
.venv/bin/python -c 'import kiwisolver, stretchable, scipy; print("peers ready: kiwisolver", kiwisolver.__version__)'
./build-yoga-source.sh "$@"
