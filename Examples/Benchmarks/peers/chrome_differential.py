"""FlexKit's web mode against Chrome on random flex trees with the web's defaults.

Usage: chrome_differential.py N [--seed S] [--keep DIR] [--tolerance T] [--no-available-size] [--files F...]
       (or ../chrome-differential.sh N ...)
Generates N random trees with flex_differential.py's generator (web defaults, and only what CSS can say:
no Yoga `flex` shorthand, no yogaConfig, measured leaves as Ahem text; see chrome_flex.py for the
mapping to HTML), lays each out with headless Chromium (chrome_flex.py) and with FlexKit (`benchmarks
flex --frames`, positions not rounded: pointScaleFactor 0, as Chrome's getBoundingClientRect reports
them), and prints "N agree, N differ" and, for the differing trees shrunk with flex_differential.py's
shrinker, a tally of the features they use. Coordinates agree within --tolerance (default 0.1 pt:
Chrome keeps lengths in 1/64 px). With --keep DIR each shrunk tree is written there with Chrome's frames
as `expected`. With --files, the given trees (handwritten cases) are compared instead of random ones.
With --no-available-size the random roots are offered no width and no height (the generator always gives
a width otherwise): each root is a block in a page of max-content width.
Set FLEXKIT_FRAMES to the `benchmarks` binary to use (default: .build/release/benchmarks).
"""
import argparse
import collections
import json
import os
import subprocess
import sys

import chrome_flex
import flex_differential
import flex_tree

FLEXKIT = flex_differential.FLEXKIT


class WebGenerator(flex_differential.Generator):
    """flex_differential's trees restricted to what CSS expresses, always with the web's defaults."""

    def __init__(self, seed):
        super().__init__(seed, web=True)

    def style(self, leaf):
        s = super().style(leaf)
        s.pop("flex", None)
        # Browsers snap border widths to whole device pixels (CSS Values 4, 6.1.1: 8.5 is drawn as 8).
        for edge, width in s.get("border", {}).items():
            s["border"][edge] = int(width)
        # Yoga's align values that CSS lacks for items (and baseline for lines) are picked again.
        for key in ("alignItems", "alignSelf"):
            if str(s.get(key, "")).startswith("space-"):
                s[key] = self.pick(["flex-start", "center", "flex-end", "stretch", "baseline"])
        if s.get("alignContent") == "baseline":
            s["alignContent"] = self.pick(["flex-start", "center", "stretch"])
        return s

    def measure(self):
        words = flex_differential.WORDS
        text = "\u200b".join(self.pick(words) for _ in range(self.random.randint(1, 5)))
        return {"kind": "ahem", "text": text, "charWidth": self.pick([5, 10]), "lineHeight": self.pick([10, 12])}

    def document(self, index):
        d = super().document(index)
        d["defaults"] = "web"
        d["pointScaleFactor"] = 0
        # A page always has a width; a root without one has no CSS meaning (percentages of it resolve
        # against a size that is not known yet in one engine and after layout in the other).
        if d["availableWidth"] is None:
            d["availableWidth"] = self.number(50, 400)
        d.pop("yogaConfig", None)
        root = d["root"].get("style", {})
        # The root is no flex item: its own placement properties mean nothing to either engine.
        for key in ("positionType", "position", "alignSelf", "flexGrow", "flexShrink", "flexBasis"):
            root.pop(key, None)
        if root.get("display") == "contents":
            del root["display"]
        # Auto margins on the root center it in a page's grid but are 0 in Yoga's root: left out.
        for edge, value in list(root.get("margin", {}).items()):
            if value == "auto":
                del root["margin"][edge]
        return d


class Engines:
    def __init__(self):
        if not os.access(FLEXKIT, os.X_OK):
            sys.exit(f"chrome_differential: {FLEXKIT} is missing; run swift build -c release --product benchmarks")
        self.chrome = chrome_flex.Chrome()
        self.flexkit = subprocess.Popen(
            [FLEXKIT, "flex", "--frames"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True)

    def flexkit_frames(self, document):
        d = dict(document, pointScaleFactor=0)
        self.flexkit.stdin.write(json.dumps(d) + "\n")
        self.flexkit.stdin.flush()
        line = self.flexkit.stdout.readline()
        while line and not line.startswith("{"):
            line = self.flexkit.stdout.readline()
        return json.loads(line)

    def chrome_frames(self, documents):
        return self.chrome.frames(documents)


def differences(engines, document, theirs=None, tolerance=0.1):
    """What differs between FlexKit and Chrome on a document (a list of lines, empty when they agree or
    when the tree has no CSS meaning)."""
    if theirs is None:
        theirs = engines.chrome_frames([document])[0]
    if isinstance(theirs, Exception):
        return []
    ours = engines.flexkit_frames(document)
    if "error" in ours:
        return []
    lines = []
    paths = flex_differential.node_paths(document["root"])
    for index, (mine, yours) in enumerate(zip(ours["frames"], theirs)):
        if any(a is None or abs(a - b) > tolerance for a, b in zip(mine, yours)):
            lines.append(f"{paths[index]}: FlexKit {flex_differential.fmt(mine)}, "
                         f"Chrome {flex_differential.fmt(yours)}")
    if lines and narrow_text(document, ours["frames"], theirs, tolerance):
        lines.insert(0, NARROW)
    return lines


NARROW = "(an Ahem leaf narrower than its longest segment in both engines)"


def narrow_text(document, ours, theirs, tolerance):
    """Whether both engines gave an Ahem leaf the same width, below its longest segment, and different
    heights, or the same height while the model's line count differs from the browser's and only the leaf
    and its ancestors differ: there the format's measure counts lines at that segment's width (as Taffy's
    does) while a browser breaks at every segment, so heights differ by the measure's model, not by the
    flex algorithm."""
    nodes = flex_tree.flatten(document["root"])
    rtl = document.get("direction") == "rtl"
    differing = {index for index, (mine, yours) in enumerate(zip(ours, theirs))
                 if any(a is None or abs(a - b) > tolerance for a, b in zip(mine, yours))}
    for index, ((node, parent), mine, yours) in enumerate(zip(nodes, ours, theirs)):
        measure = node.get("measure")
        if not measure or measure.get("kind") != "ahem" or mine[2] is None:
            continue
        segments = measure["text"].split("\u200b")
        longest = max(len(s) for s in segments) * measure["charWidth"]
        # The text's line is its content box: the border box less horizontal paddings and borders.
        if parent < 0:
            reference = page_width(document, theirs)
        else:
            reference = inner_width(nodes, parent, theirs, rtl, document)
        inset = horizontal_edges(node.get("style", {}), reference, rtl)
        line = mine[2] - inset
        if abs(mine[2] - yours[2]) > tolerance or line >= longest - tolerance:
            continue
        if abs(mine[3] - yours[3]) > tolerance:
            return True
        # The leaf's own height may be set by its style while its content's height (the model's lines at
        # the longest segment, the browser's at the line) still raises its ancestors: then only they differ.
        chain = ancestors(nodes, index)
        if (ahem_lines(segments, line, measure["charWidth"])
                != ahem_lines(segments, longest, measure["charWidth"])
                and differing <= chain
                and all(nodes[i][0].get("style", {}).get("display") != "none" for i in chain)):
            return True
    return False


def ahem_lines(segments, width, char_width):
    """Lines of Ahem text broken at its segments on lines `width` wide (a segment wider than the line
    takes a line of its own), as the flex-tree format's measure counts them."""
    per_line = int(max(width, 0) / char_width + 1e-9)
    count, current = 1, 0
    for segment in segments:
        if current + len(segment) > per_line:
            count += 1 if current > 0 else 0
            current = len(segment)
        else:
            current += len(segment)
    return count


def ancestors(nodes, index):
    """A node's index with the indices of all its ancestors."""
    found = set()
    while index >= 0:
        found.add(index)
        index = nodes[index][1]
    return found


def horizontal_values(edges, rtl):
    """The left and right values of an edges object (as written: a number, a percentage string, "auto" or
    None when unset), with the format's precedence (start/end, then left/right, horizontal, all)."""
    values = []
    for side, logical in (("left", "end" if rtl else "start"), ("right", "start" if rtl else "end")):
        values.append(next((edges[key] for key in (logical, side, "horizontal", "all") if key in edges), None))
    return values


def horizontal_edges(style, reference, rtl):
    """A node's left and right paddings and borders together, percentages of `reference` (0 when it is
    unknown)."""
    total = 0.0
    for kind in ("padding", "border"):
        for value in horizontal_values(style.get(kind, {}), rtl):
            if isinstance(value, str) and value.endswith("%"):
                value = float(value[:-1]) / 100 * (reference or 0)
            total += float(value) if value not in (None, "auto") else 0
    return total


def inner_width(nodes, index, frames, rtl, document=None):
    """A node's content-box width in Chrome's frames (what its children's percentages resolve against)."""
    node, parent = nodes[index]
    if parent < 0:
        reference = page_width(document, frames) if document else None
    else:
        reference = inner_width(nodes, parent, frames, rtl, document)
    return frames[index][2] - horizontal_edges(node.get("style", {}), reference, rtl)


def page_width(document, frames):
    """The width the root's percentages resolve against in Chrome: the width offered, or with none, the
    page's, which the root (a block) fills: its border box and horizontal margins, the margins'
    percentages being of the page itself (None when those take the whole page)."""
    if document["availableWidth"] is not None:
        return document["availableWidth"]
    margins = document["root"].get("style", {}).get("margin", {})
    fixed, fraction = 0.0, 0.0
    for value in horizontal_values(margins, document.get("direction") == "rtl"):
        if isinstance(value, str) and value.endswith("%"):
            fraction += float(value[:-1]) / 100
        elif value not in (None, "auto"):
            fixed += float(value)
    if fraction >= 1:
        return None
    return max(0.0, (frames[0][2] + fixed) / (1 - fraction))


def shrink(engines, document, tolerance):
    """The smallest document found that still differs (by more than the Ahem measure's model):
    flex_differential's candidates, tried a round at a time in one Chrome page."""
    current = document
    rounds = 0
    while rounds < 300:
        rounds += 1
        # Only trees of the document's kind: with a width offered (see WebGenerator.document), or with
        # none when the document offers none (--no-available-size).
        offered = document.get("availableWidth") is not None
        candidates = [c for c in flex_differential.candidates(current)
                      if c.get("availableWidth") is not None or not offered]
        if not candidates:
            break
        found = None
        for start in range(0, len(candidates), 100):
            chunk = candidates[start:start + 100]
            for candidate, theirs in zip(chunk, engines.chrome_frames(chunk)):
                # A candidate that differs only by the Ahem measure's model is another difference.
                lines = differences(engines, candidate, theirs, tolerance)
                if lines and lines[0] != NARROW:
                    found = candidate
                    break
            if found:
                break
        if not found:
            break
        current = found
    current["pointScaleFactor"] = 0
    current["defaults"] = "web"
    return current


def features(document):
    """The properties (and telling values) a tree uses, for the tally of differences."""
    found = set()
    if document.get("direction") == "rtl":
        found.add("direction: rtl")
    for axis in ("availableWidth", "availableHeight"):
        if document.get(axis) is None:
            found.add(f"{axis}: none")
    for node, _ in flex_tree.flatten(document["root"]):
        style = node.get("style", {})
        if "measure" in node:
            found.add("ahem text")
        for key, value in style.items():
            if key in ("flexWrap", "positionType", "display", "overflow", "boxSizing", "flexDirection"):
                found.add(f"{key}: {value}")
            elif key in ("alignItems", "alignSelf", "alignContent", "justifyContent"):
                found.add(f"{key}: {value}")
            elif isinstance(value, dict):
                found.add(key)
                if any(v == "auto" for v in value.values()):
                    found.add(f"{key}: auto")
                if any(isinstance(v, str) and v.endswith("%") for v in value.values()):
                    found.add(f"{key}: %")
            else:
                found.add(key)
                if isinstance(value, str) and value.endswith("%"):
                    found.add(f"{key}: %")
    return found


def depth_nodes(root):
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        yield node, depth
        stack += [(child, depth + 1) for child in node.get("children", [])]


def category(document):
    """The rule a shrunk difference most likely exercises (the first that applies, from the most
    specific), for the tally."""
    nodes = list(depth_nodes(document["root"]))
    styles = [(node.get("style", {}), depth) for node, depth in nodes]
    text = json.dumps(document)

    def percent(value):
        if isinstance(value, dict):
            return any(percent(v) for v in value.values())
        return isinstance(value, str) and value.endswith("%")

    if len(nodes) == 1:
        return "root box: its size against the space offered (max, aspect ratio, display: none)"
    if any("aspectRatio" in s for s, _ in styles):
        return "aspect ratio (transfers, stretched cross size, box-sizing)"
    if "baseline" in text:
        return "baseline alignment"
    if any(s.get("positionType") == "absolute" for s, d in styles if d > 0):
        return "absolutely positioned boxes (shrink-to-fit, min over max, static position)"
    if any("position" in s for s, d in styles if d > 0):
        return "relative offsets (reverse directions, percentages of an indefinite height)"
    if any(percent(v) for s, d in styles if d >= 2 for v in s.values()):
        return "percentages inside a content-sized item (cyclic for intrinsic sizes)"
    if any(0 < s.get(k, 0) < 1 for s, _ in styles for k in ("flexGrow", "flexShrink")):
        return "flex factors summing below 1 (9.7 step 4)"
    if any("flexBasis" in s for s, _ in styles):
        return "flex basis (definite in an indefinite container; intrinsic sizes ignore it)"
    if any("measure" in node for node, _ in nodes):
        return "automatic minimum size and intrinsic sizes of text"
    if "wrap-reverse" in text:
        return "wrap-reverse"
    if any(percent(v) for s, _ in styles for v in s.values()):
        return "percentages"
    return "other"


def main():
    parser = argparse.ArgumentParser(description="FlexKit's web mode against Chrome on random flex trees")
    parser.add_argument("count", type=int, nargs="?", default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="write each shrunk difference there, with Chrome's frames as expected")
    parser.add_argument("--tolerance", type=float, default=0.1)
    parser.add_argument("--shrink-limit", type=int, default=1000, help="shrink at most this many differences")
    parser.add_argument("--files", nargs="*", default=[], help="compare these trees instead of random ones")
    parser.add_argument(
        "--no-available-size", action="store_true",
        help="lay the random roots out with no width or height offered (a page of max-content width)")
    arguments = parser.parse_args()
    engines = Engines()
    if arguments.files:
        documents = []
        for path in arguments.files:
            with open(path) as f:
                d = json.load(f)
            d.setdefault("name", os.path.splitext(os.path.basename(path))[0])
            documents.append(d)
    else:
        generator = WebGenerator(arguments.seed)
        documents = [generator.document(index) for index in range(arguments.count)]
        if arguments.no_available_size:
            for document in documents:
                document["availableWidth"] = document["availableHeight"] = None
    chrome = engines.chrome_frames(documents)
    agree, differ, unsupported, narrow = 0, [], 0, []
    tally = collections.Counter()
    categories = collections.Counter()
    for index, (document, theirs) in enumerate(zip(documents, chrome)):
        if isinstance(theirs, Exception):
            unsupported += 1
            print(f"{document.get('name', index)}: not compared ({theirs})")
            continue
        lines = differences(engines, document, theirs, arguments.tolerance)
        if not lines:
            agree += 1
            continue
        if lines[0] == NARROW:
            narrow.append(index)
            continue
        differ.append(index)
        if len(differ) <= arguments.shrink_limit:
            small = shrink(engines, document, arguments.tolerance)
        else:
            small = document
        small["name"] = document.get("name") if arguments.files else f"chrome-{arguments.seed}-{index}"
        tally.update(features(small))
        categories[category(small)] += 1
        print(f"tree {small['name']} differs; shrunk:")
        print("  " + json.dumps(small, ensure_ascii=False))
        for line in differences(engines, small, tolerance=arguments.tolerance):
            print("    " + line)
        if arguments.keep:
            os.makedirs(arguments.keep, exist_ok=True)
            with open(os.path.join(arguments.keep, small["name"] + ".json"), "w") as f:
                frames = engines.chrome_frames([small])[0]
                json.dump(chrome_flex.with_expected(small, frames), f, ensure_ascii=False)
                f.write("\n")
    engines.chrome.close()
    if categories:
        print("differing trees (shrunk) by the rule they most likely exercise:")
        for name, count in categories.most_common():
            print(f"  {count:5d}  {name}")
    if tally:
        print("features of the differing trees (shrunk), by count:")
        for feature, count in tally.most_common():
            print(f"  {count:5d}  {feature}")
    print(f"{agree} agree, {len(differ)} differ (seed {arguments.seed}; tolerance {arguments.tolerance} pt; "
          f"not compared: {unsupported} trees with no CSS meaning, {len(narrow)} differing only by the Ahem "
          f"measure's model {NARROW[1:-1]})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
