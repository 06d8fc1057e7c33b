"""Instructions per flex layout, FlexKit beside Yoga, counted by callgrind (stable on a loaded machine).

Usage: flex_instructions.py [--benchmarks PATH] [--web] [--no-yoga] [WORKLOAD ...]

For each workload of `benchmarks flex` (all twelve when none is named) prints the instructions of one
first layout and of one relayout after the changing leaf was marked dirty:
- FlexKit: callgrind counts only `LayoutPass.layOutRootOnce`, in the benchmarks executable's profiling
  modes (FLEX_PROFILE_COLD / FLEX_PROFILE_RELAYOUT with FLEX_PROFILE_COUNT), at two loop counts, so
  that the difference is the marginal cost of a layout (building the tree is outside the count);
- Yoga (built by build-yoga-source.sh): callgrind counts only `YGNodeCalculateLayout` in our harness
  yoga_flex.c. The harness lays out `runs + 1` fresh trees and `runs` relayouts, so counts at runs 1
  and 3 give both costs.
`--web` lays FlexKit out with the web's defaults (FLEX_PROFILE_WEB), for the web / yoga ratio.
Needs valgrind and a release build (`swift build -c release --product benchmarks`).
"""
import argparse
import os
import subprocess
import sys
import tempfile

import flex_tree
import yoga_flex

WORKLOADS = [
    "ygbench-stack-with-flex", "ygbench-align-stretch-undefined", "ygbench-nested-flex",
    "ygbench-huge-nested", "wide-wrap-10000", "deep-1000", "deep-auto-1000", "feed-100",
    "captures/chat-mac", "captures/feed-android", "captures/profile-ios", "captures/rendering-sample-mac",
]
FLEXKIT_SYMBOL = "$s7FlexKit10LayoutPassV14layOutRootOnce*"
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BINARY = os.path.join(HERE, "..", "..", "..", ".build", "release", "benchmarks")


def callgrind_total(command, symbol, environment=None, stdin_text=None):
    """Instructions counted inside `symbol` (and what it calls) for one run of `command`."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--toggle-collect={symbol}",
             f"--callgrind-out-file={out}"] + command,
            input=stdin_text, capture_output=True, text=True, env=environment, check=False)
        total = None
        with open(out) as counts:
            for line in counts:
                if line.startswith(("summary:", "totals:")):
                    total = int(line.split()[1])
        if total is None:
            sys.exit(f"callgrind wrote no total for {' '.join(command)}")
        return total


def flexkit(binary, workload, web):
    def count(kind, loops):
        environment = dict(os.environ, FLEX_PROFILE_COUNT=str(loops))
        environment[kind] = workload
        if web:
            environment["FLEX_PROFILE_WEB"] = "1"
        return callgrind_total([binary, "flex"], FLEXKIT_SYMBOL, environment)

    first = (count("FLEX_PROFILE_COLD", 3) - count("FLEX_PROFILE_COLD", 1)) // 2
    relayout = (count("FLEX_PROFILE_RELAYOUT", 6) - count("FLEX_PROFILE_RELAYOUT", 2)) // 4
    return first, relayout


def yoga(workload):
    document = flex_tree.load(workload)
    saved = flex_tree.runs

    def count(runs):
        flex_tree.runs = lambda _nodes: runs
        try:
            text = yoga_flex.encode(document)
        finally:
            flex_tree.runs = saved
        return callgrind_total([yoga_flex.HARNESS], "YGNodeCalculateLayout", stdin_text=text)

    one, three = count(1), count(3)
    # one = 2 first + 1 relayout, three = 4 first + 3 relayouts.
    relayout = three - 2 * one
    return (one - relayout) // 2, relayout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--benchmarks", default=DEFAULT_BINARY)
    parser.add_argument("--web", action="store_true")
    parser.add_argument("--no-yoga", action="store_true")
    parser.add_argument("workloads", nargs="*")
    arguments = parser.parse_args()
    mode = "web" if arguments.web else "yoga"
    header = f"workload | FlexKit ({mode}) first | relayout"
    print(header if arguments.no_yoga else header + " | Yoga first | relayout", flush=True)
    for workload in arguments.workloads or WORKLOADS:
        first, relayout = flexkit(arguments.benchmarks, workload, arguments.web)
        row = f"{workload} | {first} | {relayout}"
        if not arguments.no_yoga:
            yoga_first, yoga_relayout = yoga(workload)
            row += f" | {yoga_first} | {yoga_relayout}"
        print(row, flush=True)


if __name__ == "__main__":
    main()
