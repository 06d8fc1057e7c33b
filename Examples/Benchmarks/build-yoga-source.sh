#!/usr/bin/env bash
# Builds Yoga itself, at the commit our conformance fixtures come from, from its C++ sources, and links our
# harness (peers/yoga_flex.c) against it: the Yoga peer of `benchmarks flex` and of the differential tests
# (peers/flex_differential.py). A measuring tool only, never a dependency of the package; nothing of Yoga
# is committed.
#
# Usage: build-yoga-source.sh [YOGA_CHECKOUT]
#   YOGA_CHECKOUT: a git clone of https://github.com/facebook/yoga (or a bare repository) holding the
#   commit below; without it the script clones Yoga into .venv/yoga-git.
# Output: .venv/yoga/libyogacore.a (Yoga at $COMMIT, -O2; built once) and .venv/bin/yoga_flex (our harness,
# rebuilt every time; used by yoga_flex.py and flex_differential.py).
# Compiler: $CXX, else the Swift toolchain's (or the system's) clang++, else c++.
set -euo pipefail
cd "$(dirname "$0")"
COMMIT=f6206ec3538bf1e344c3b8094d394bbeba8531f1
out=.venv/yoga
mkdir -p "$out" .venv/bin

if [ -n "${CXX:-}" ]; then compiler=$CXX
elif command -v clang++ > /dev/null; then compiler=clang++
else compiler=c++
fi
if [ -z "${CC:-}" ]; then
    case "$compiler" in *clang++*) CC=${compiler%++} ;; *) CC=cc ;; esac
fi

if [ "$(cat "$out/COMMIT" 2>/dev/null)" != "$COMMIT" ] || [ ! -f "$out/libyogacore.a" ]; then
    repository=${1:-}
    if [ -z "$repository" ]; then
        repository=.venv/yoga-git
        [ -d "$repository" ] || git clone --quiet https://github.com/facebook/yoga "$repository"
    fi
    gitdir=$(git -C "$repository" rev-parse --absolute-git-dir)
    git --git-dir="$gitdir" cat-file -e "$COMMIT^{commit}" || { echo "commit $COMMIT not in $repository" >&2; exit 1; }

    # The sources of that commit, exported (not checked out) into .venv/yoga/src.
    rm -rf "$out/src" "$out/obj" "$out/COMMIT"
    mkdir -p "$out/src"
    git --git-dir="$gitdir" archive "$COMMIT" yoga | tar -x -C "$out/src"

    # Yoga's own flags (cmake/project-defaults.cmake): C++20, -O2, exceptions and RTTI; warnings not fatal.
    objects=()
    while IFS= read -r source; do
        object="$out/obj/${source#"$out/src/"}"
        object="${object%.cpp}.o"
        mkdir -p "$(dirname "$object")"
        "$compiler" -std=c++20 -O2 -fexceptions -frtti -fno-omit-frame-pointer -I"$out/src" -c "$source" -o "$object" &
        objects+=("$object")
        # Two compilers at a time at most.
        while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
    done < <(find "$out/src/yoga" -name '*.cpp' | sort)
    wait
    rm -f "$out/libyogacore.a"
    ar rcs "$out/libyogacore.a" "${objects[@]}"
    echo "$COMMIT" > "$out/COMMIT"
fi

"$CC" -O2 -std=gnu11 -I"$out/src" -c peers/yoga_flex.c -o "$out/yoga_flex.o"
"$compiler" -O2 "$out/yoga_flex.o" "$out/libyogacore.a" -lm -o .venv/bin/yoga_flex
echo "built .venv/bin/yoga_flex against Yoga $COMMIT ($compiler, -O2)"
