"""Shared by the flex peers: reads a flex tree (Docs/FlexTreeFormat.md) and picks what the Swift
benchmark picks, so that every engine lays out the same tree and changes the same leaf.
"""
import json
import os
import sys

BENCH = os.environ.get("LAYOUT_BENCH_DIR", os.path.join(os.path.dirname(__file__), "..", "Inputs"))


def load(name):
    """The document of workload `name`, or of a file when `name` ends in .json (deep trees need a high
    recursion limit)."""
    sys.setrecursionlimit(100000)
    path = name if name.endswith(".json") else os.path.join(BENCH, "flex", name + ".json")
    with open(path) as f:
        return json.load(f)


def flatten(root):
    """Nodes in pre-order as (node, parent index), the root's parent being -1."""
    nodes = []
    stack = [(root, -1)]
    while stack:
        node, parent = stack.pop()
        index = len(nodes)
        nodes.append((node, parent))
        for child in reversed(node.get("children", [])):
            stack.append((child, index))
    return nodes


def changing_leaf(nodes):
    """The middle measured leaf in pre-order, or the middle leaf when none is measured."""
    leaves = [i for i, (node, _) in enumerate(nodes) if not node.get("children")]
    measured = [i for i in leaves if "measure" in nodes[i][0]]
    pool = measured or leaves
    return pool[len(pool) // 2]


def runs(count):
    """The number of timed runs for a tree of `count` nodes (as the Swift side does)."""
    return 15 if count > 5000 else (51 if count > 500 else 301)


ERRATA = {
    "None": 0,
    "StretchFlexBasis": 1,
    "AbsolutePositionWithoutInsetsExcludesPadding": 2,
    "AbsolutePercentAgainstInnerSize": 4,
    "All": 2147483647,
    "Classic": 2147483646,
}


def errata_mask(document):
    mask = 0
    for name in document.get("yogaConfig", {}).get("errata", []):
        mask |= ERRATA[name]
    return mask
