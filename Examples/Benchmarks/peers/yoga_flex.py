"""Yoga (built from its sources at the fixtures' commit by build-yoga-source.sh) on a flex tree.

Usage: yoga_flex.py WORKLOAD|FILE.json [--frames]. Writes the tree in a line format to our C harness
(yoga_flex.c, built into .venv/bin/yoga_flex), which builds it with Yoga's C API and times only
YGNodeCalculateLayout. Prints JSON: {"cold": s, "relayout": s} (medians), or with --frames
{"frames": [[left, top, width, height], ...]} of one layout, every node in pre-order.
`encode(document)` gives the harness's input for a document (flex_differential.py streams many).
"""
import json
import os
import subprocess
import sys

import flex_tree

HARNESS = os.path.join(os.path.dirname(__file__), "..", ".venv", "bin", "yoga_flex")
KEYS = {
    "flexDirection": "fd", "justifyContent": "jc", "alignItems": "ai", "alignSelf": "as", "alignContent": "ac",
    "flexWrap": "fw", "positionType": "pt", "display": "d", "overflow": "o", "direction": "dir", "boxSizing": "bs",
    "flex": "fl", "flexGrow": "fg", "flexShrink": "fs", "flexBasis": "fb", "width": "w", "height": "h",
    "minWidth": "minw", "minHeight": "minh", "maxWidth": "maxw", "maxHeight": "maxh", "aspectRatio": "ar",
}
TIMEOUT = float(os.environ.get("YOGA_TIMEOUT", "120"))
EDGE_SETS = {"margin": "m", "padding": "p", "border": "b", "position": "pos"}


def length(value):
    return "auto" if value == "auto" else str(value)


def line(node, parent, defaults="yoga"):
    tokens = ["N", str(parent)]
    for key, value in node.get("style", {}).items():
        if key in KEYS:
            tokens.append(f"{KEYS[key]}={length(value)}")
        elif key in EDGE_SETS:
            for edge, edge_value in value.items():
                tokens.append(f"{EDGE_SETS[key]}.{edge}={length(edge_value)}")
        elif key == "gap":
            for gutter, gap_value in value.items():
                tokens.append(f"gap.{gutter}={length(gap_value)}")
    measure = node.get("measure")
    if measure:
        kind = measure["kind"]
        if kind == "fixed":
            tokens.append(f"mf={measure['width']},{measure['height']}")
        elif kind == "text":
            words = [len(w) for w in measure["text"].split(" ")]
            if len(words) > 1 and words[-1] == 0:
                words.pop()
            own = node.get("style", {}).get("flexDirection", "row" if defaults == "web" else "column")
            column = 1 if own == "column" else 0
            tokens.append(
                f"mt={measure['charWidth']},{measure['lineHeight']},{column},{len(measure['text'])},"
                + ";".join(map(str, words)))
        else:
            segments = [len(s) for s in measure["text"].split("\u200b")]
            tokens.append(f"ma={measure['charWidth']},{measure['lineHeight']}," + ";".join(map(str, segments)))
    return " ".join(tokens)


# Yoga's default config carries YGErrataMinSizeUndefinedInsteadOfAuto (no automatic minimum size); setting
# errata replaces the whole set, so it is added back, except under the web's defaults, where FlexKit (as
# CSS) has the automatic minimum size and Yoga gets it by clearing that bit.
MIN_SIZE_UNDEFINED_INSTEAD_OF_AUTO = 8


def errata(document):
    mask = flex_tree.errata_mask(document)
    if document.get("defaults", "yoga") == "web":
        return mask & ~MIN_SIZE_UNDEFINED_INSTEAD_OF_AUTO
    return mask | MIN_SIZE_UNDEFINED_INSTEAD_OF_AUTO


def encode(document):
    """The harness's input for one document (shared/spec/flex-tree.md): a header line, then a line a node."""
    nodes = flex_tree.flatten(document["root"])
    features = document.get("yogaConfig", {}).get("experimentalFeatures", [])

    def size(key):
        value = document.get(key)
        return "nan" if value is None else str(value)

    header = " ".join([
        "C", document.get("defaults", "yoga"), str(document.get("pointScaleFactor", 1)),
        str(errata(document)), "1" if "FixFlexBasisFitContent" in features else "0",
        size("availableWidth"), size("availableHeight"), document.get("direction", "ltr"), str(len(nodes)),
        str(flex_tree.changing_leaf(nodes)), str(flex_tree.runs(len(nodes))),
    ])
    return "\n".join([header] + [line(node, parent, document.get("defaults", "yoga")) for node, parent in nodes]) + "\n"


def main():
    document = flex_tree.load(sys.argv[1])
    if document.get("defaults", "yoga") not in ("yoga", "web"):
        sys.exit(1)
    text = encode(document)
    if not os.access(HARNESS, os.X_OK):
        print("yoga_flex: the harness is not built; run Examples/Benchmarks/build-yoga-source.sh", file=sys.stderr)
        sys.exit(1)
    arguments = [HARNESS] + (["--frames"] if "--frames" in sys.argv else [])
    try:
        result = subprocess.run(arguments, input=text, capture_output=True, text=True, check=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        # Yoga at f6206ec needs time doubling with each level of deep-1000's shrinking nesting.
        print(f"yoga_flex: Yoga did not finish within {TIMEOUT} s", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(json.loads(result.stdout)))


if __name__ == "__main__":
    main()
