"""Differential tests of FlexKit against Yoga on random flex trees (shared/spec/flex-tree.md).

Usage: flex_differential.py N [--seed S] [--keep DIR] [--web] [--decimals]   (or ../flex-differential.sh N ...)
Generates N random trees (seeded: the same N and S give the same trees), lays each out with Yoga
(.venv/bin/yoga_flex, built from Yoga's sources by build-yoga-source.sh) and with FlexKit (`benchmarks
flex --frames`, which also checks that a relayout after a leaf changed equals the first layout), and prints
"N agree, N differ, N not compared" (not compared: trees where Yoga's frames are NaN, infinite or beyond
1e6 points). Every differing tree is shrunk (subtrees, style keys, edges, measures and numbers
removed or simplified while the difference persists) and printed; with --keep DIR each shrunk tree is
also written there with Yoga's frames as `expected` on every node, ready to become a regression fixture.
Set FLEXKIT_FRAMES to the `benchmarks` binary to use (default: .build/release/benchmarks).
"""
import argparse
import json
import os
import random
import subprocess
import sys

import flex_tree
import yoga_flex

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
YOGA = os.path.join(HERE, "..", ".venv", "bin", "yoga_flex")
FLEXKIT = os.environ.get("FLEXKIT_FRAMES", os.path.join(ROOT, ".build", "release", "benchmarks"))

EDGES = ["left", "top", "right", "bottom", "start", "end", "horizontal", "vertical", "all"]
ALIGNS = ["flex-start", "center", "flex-end", "stretch", "baseline", "space-between", "space-around"]
ERRATA = ["None", "StretchFlexBasis", "AbsolutePositionWithoutInsetsExcludesPadding",
          "AbsolutePercentAgainstInnerSize", "All", "Classic"]
WORDS = ["a", "ab", "abc", "abcd", "abcde", "abcdefgh", "abcdefghijkl"]


class Generator:
    """Random trees covering every property of the format, small enough to shrink and read."""

    # The tree's shape: levels below the root, the child counts drawn from, a leaf's chance of a measure.
    MAX_DEPTH = 4
    CHILD_COUNTS = [0, 0, 1, 2, 3, 4]
    MEASURE_CHANCE = 0.5

    def __init__(self, seed, web=False):
        self.random = random.Random(seed)
        self.web = web

    def chance(self, p):
        return self.random.random() < p

    def pick(self, items):
        return self.random.choice(items)

    def number(self, low, high):
        value = self.random.randint(low, high)
        if self.chance(0.15):
            # Binary fractions: Yoga computes in float, FlexKit in double, and a value like 0.3333 can
            # land within 0.0001 of a pixel in one and not the other (rounding then differs by a pixel).
            value += self.pick([0.5, 0.25, 0.75, 0.125])
        return value

    def length(self, auto=True, low=0, high=150, percent=True):
        roll = self.random.random()
        if auto and roll < 0.15:
            return "auto"
        if percent and roll < 0.4:
            return f"{self.pick([0, 5, 10, 20, 25, 33, 50, 60, 75, 100, 120])}%"
        return self.number(low, high)

    def edges(self, auto, low, high, percent=True, numbers_only=False):
        keys = self.random.sample(EDGES, self.random.randint(1, 3))
        result = {}
        for key in keys:
            result[key] = self.number(low, high) if numbers_only else self.length(auto, low, high, percent)
        return result

    def style(self, leaf):
        s = {}
        c = self.chance
        if c(0.5):
            s["flexDirection"] = self.pick(["column", "column-reverse", "row", "row-reverse"])
        if c(0.25):
            s["justifyContent"] = self.pick(
                ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"])
        if c(0.25):
            s["alignItems"] = self.pick(ALIGNS)
        if c(0.2):
            s["alignSelf"] = self.pick(["auto"] + ALIGNS)
        if c(0.15):
            s["alignContent"] = self.pick(ALIGNS + ["space-evenly"])
        if c(0.2):
            s["flexWrap"] = self.pick(["nowrap", "wrap", "wrap-reverse"])
        if c(0.15):
            s["positionType"] = self.pick(["static", "relative", "absolute"])
        if c(0.06):
            s["display"] = self.pick(["flex", "none", "contents"])
        if c(0.1):
            s["overflow"] = self.pick(["visible", "hidden", "scroll"])
        if c(0.1):
            s["direction"] = self.pick(["inherit", "ltr", "rtl"])
        if c(0.1):
            s["boxSizing"] = self.pick(["border-box", "content-box"])
        if c(0.1):
            s["flex"] = self.pick([0, 1, 2, 0.5, -1])
        if c(0.25):
            s["flexGrow"] = self.pick([0, 1, 2, 0.5])
        if c(0.2):
            s["flexShrink"] = self.pick([0, 1, 2, 0.5])
        if c(0.2):
            s["flexBasis"] = self.length(True, 0, 120)
        if c(0.35):
            s["width"] = self.length(True, 0, 200)
        if c(0.35):
            s["height"] = self.length(True, 0, 200)
        for key in ["minWidth", "minHeight", "maxWidth", "maxHeight"]:
            if c(0.1):
                s[key] = self.length(False, 0, 150)
        if c(0.08):
            s["aspectRatio"] = self.pick([0.5, 1, 1.5, 2, 3])
        if c(0.25):
            s["margin"] = self.edges(True, -10, 30)
        if c(0.2):
            s["padding"] = self.edges(False, 0, 20)
        if c(0.12):
            s["border"] = self.edges(False, 0, 8, numbers_only=True)
        if c(0.15) or ("positionType" in s and c(0.5)):
            s["position"] = self.edges(self.chance(0.1), -20, 40)
        if c(0.12):
            gap = {}
            for key in self.random.sample(["row", "column", "all"], self.random.randint(1, 2)):
                gap[key] = self.length(False, 0, 20, percent=self.chance(0.3))
            s["gap"] = gap
        return s

    def measure(self):
        roll = self.random.random()
        if roll < 0.55:
            return {"kind": "fixed", "width": self.number(0, 120), "height": self.number(0, 120)}
        if roll < 0.92:
            text = " ".join(self.pick(WORDS) for _ in range(self.random.randint(1, 6)))
            return {"kind": "text", "text": text, "charWidth": self.pick([5, 10]), "lineHeight": self.pick([10, 12])}
        text = "\u200b".join(self.pick(WORDS) for _ in range(self.random.randint(1, 5)))
        return {"kind": "ahem", "text": text, "charWidth": 10, "lineHeight": 10}

    def node(self, depth, budget):
        count = 0 if depth >= self.MAX_DEPTH or budget[0] <= 0 else self.random.choice(self.CHILD_COUNTS)
        node = {"style": self.style(count == 0)}
        if count == 0 and self.chance(self.MEASURE_CHANCE):
            node["measure"] = self.measure()
        children = []
        for _ in range(count):
            budget[0] -= 1
            if budget[0] < 0:
                break
            children.append(self.node(depth + 1, budget))
        if children:
            node["children"] = children
        return node

    def document(self, index):
        c = self.chance
        document = {
            "name": f"random-{index}",
            "defaults": "web" if self.web and c(0.2) else "yoga",
            "pointScaleFactor": self.pick([0, 1, 1, 1, 2, 3]),
            "availableWidth": None if c(0.3) else self.number(50, 400),
            "availableHeight": None if c(0.5) else self.number(50, 400),
            "direction": "rtl" if c(0.2) else "ltr",
        }
        if c(0.15):
            document["yogaConfig"] = {"errata": [self.pick(ERRATA)]}
        document["root"] = self.node(0, [self.random.randint(1, 14)])
        return document


class DecimalGenerator(Generator):
    """A second distribution over the same properties: decimal lengths and percentages that are not
    binary fractions (0.2, 33.3%: Yoga rounds them to floats, and its answers can turn on the last bit),
    larger and deeper trees, and more flex factors and aspect ratios. Its trees are named
    `decimal-SEED-INDEX`."""

    MAX_DEPTH = 6
    CHILD_COUNTS = [0, 1, 2, 3, 5, 7]
    MEASURE_CHANCE = 0.6

    def number(self, low, high):
        value = self.random.uniform(low, high)
        roll = self.random.random()
        if roll < 0.5:
            return round(value)
        return round(value, 1 if roll < 0.8 else 3)

    def length(self, auto=True, low=0, high=150, percent=True):
        roll = self.random.random()
        if auto and roll < 0.12:
            return "auto"
        if percent and roll < 0.4:
            return f"{round(self.random.uniform(0, 110), self.pick([0, 1, 2]))}%"
        return self.number(low, high)

    def style(self, leaf):
        s = super().style(leaf)
        if self.chance(0.2):
            s["flexGrow"] = self.pick([0.3, 1.5, 3, 0.25, 7])
        if self.chance(0.2):
            s["flexShrink"] = self.pick([0.3, 1.5, 3, 0.1, 4])
        if self.chance(0.1):
            s["aspectRatio"] = self.pick([0.75, 1.777, 0.333, 2.5])
        return s

    def document(self, index):
        d = super().document(index)
        if self.chance(0.5):
            d["root"] = self.node(0, [self.random.randint(10, 40)])
        if self.chance(0.3) and d["availableWidth"] is not None:
            d["availableWidth"] = round(self.random.uniform(50, 500), 2)
        return d


class Engines:
    """Yoga and FlexKit as long-running processes, one tree in, one line of frames out."""

    def __init__(self):
        for path, hint in [(YOGA, "Examples/Benchmarks/build-yoga-source.sh"),
                           (FLEXKIT, "swift build -c release --product benchmarks")]:
            if not os.access(path, os.X_OK):
                sys.exit(f"flex_differential: {path} is missing; run {hint}")
        self.yoga = subprocess.Popen(
            [YOGA, "--frames"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.flexkit = subprocess.Popen(
            [FLEXKIT, "flex", "--frames"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True)

    def yoga_frames(self, document):
        self.yoga.stdin.write(yoga_flex.encode(document))
        self.yoga.stdin.flush()
        line = self.yoga.stdout.readline()
        if not line.startswith("{"):
            sys.exit(f"flex_differential: Yoga's harness answered {line!r} to this tree:\n{json.dumps(document)}\n"
                     f"encoded as:\n{yoga_flex.encode(document)}")
        return json.loads(line)["frames"]

    def flexkit_result(self, document):
        self.flexkit.stdin.write(json.dumps(document) + "\n")
        self.flexkit.stdin.flush()
        line = self.flexkit.stdout.readline()
        while line and not line.startswith("{"):
            line = self.flexkit.stdout.readline()
        if not line:
            self.died("FlexKit", self.flexkit, document)
        return json.loads(line)

    @staticmethod
    def died(name, process, document):
        """An engine stopped answering: say which, with the tree it was given, and stop."""
        sys.exit(f"flex_differential: {name} exited ({process.wait()}) on this tree:\n{json.dumps(document)}")


def tolerance(value):
    return max(0.01, abs(value) * 1e-5)


def same(ours, theirs):
    """Whether two coordinates agree; beyond 1e6 points both engines have overflowed (a shrink factor
    scaled by a huge basis) and only that is compared."""
    if abs(ours) > 1e6 and abs(theirs) > 1e6:
        return True
    return abs(ours - theirs) <= tolerance(theirs)


def differences(engines, document):
    """What differs between the two engines on a document: a list of lines, empty when they agree."""
    theirs = engines.yoga_frames(document)
    if not comparable(theirs):
        return []
    ours = engines.flexkit_result(document)
    if "error" in ours:
        return [f"FlexKit rejects the tree: {ours['error']}"]
    lines = []
    nodes = flex_tree.flatten(document["root"])
    paths = node_paths(document["root"])
    for index, (mine, yours) in enumerate(zip(ours["frames"], theirs)):
        if any(a is None or not same(a, b) for a, b in zip(mine, yours)):
            lines.append(f"{paths[index]}: FlexKit {fmt(mine)}, Yoga {fmt(yours)}")
    if len(ours["frames"]) != len(nodes):
        lines.append(f"FlexKit gave {len(ours['frames'])} frames for {len(nodes)} nodes")
    # Baselines are read from the last layout's positions (as Yoga does), so trees with baseline
    # alignment may relayout differently (Docs/Conformance.md).
    baseline = "baseline" in json.dumps(document)
    if not ours.get("relayoutMatches", True) and not baseline:
        lines.append("FlexKit's relayout after a leaf changed differs from its first layout")
    if not ours.get("resizeMatches", True) and not baseline:
        lines.append("FlexKit's layout after one at another width differs from a first layout")
    return lines


def comparable(frames):
    """Whether a tree's frames from Yoga can be compared: trees where Yoga gives a NaN or infinite
    coordinate (FlexKit never does, Docs/Conformance.md) or overflows are counted apart, not compared,
    and the shrinker never takes a candidate that turns into one (its other coordinates would follow
    from the NaN, not from a difference)."""
    return not yoga_nan(frames) and not yoga_overflowed(frames)


def yoga_nan(frames):
    """Whether Yoga gives a NaN or infinite coordinate (null in its output) anywhere in the tree."""
    return any(v is None for frame in frames for v in frame)


def yoga_overflowed(frames):
    """Whether Yoga's float arithmetic blew up on the tree (coordinates beyond 1e6 points, from a shrink
    scaled by an undefined or huge basis): such trees are counted apart, not compared."""
    return any(v is not None and abs(v) > 1e6 for frame in frames for v in frame)


def fmt(frame):
    return "(" + ", ".join("NaN" if v is None else f"{v:g}" for v in frame) + ")"


def node_paths(root):
    paths = []
    stack = [(root, "root")]
    while stack:
        node, path = stack.pop()
        paths.append(path)
        for i, child in reversed(list(enumerate(node.get("children", [])))):
            stack.append((child, f"{path}.{i}"))
    return paths


def candidates(document):
    """Simpler versions of a document, roughly from the biggest simplification to the smallest."""
    nodes = [node for node, _ in flex_tree.flatten(document["root"])]

    def copy():
        return json.loads(json.dumps(document))

    def nodes_of(d):
        return [node for node, _ in flex_tree.flatten(d["root"])]

    for i, node in enumerate(nodes):  # remove a child subtree
        for j in range(len(node.get("children", []))):
            d = copy()
            parent = nodes_of(d)[i]
            del parent["children"][j]
            if not parent["children"]:
                del parent["children"]
            yield d
    for i, node in enumerate(nodes):  # replace a node by its first child
        if node.get("children") and i > 0:
            for j in range(len(node["children"])):
                d = copy()
                target = nodes_of(d)[i]
                child = target["children"][j]
                target.clear()
                target.update(child)
                yield d
    for key, simple in [("yogaConfig", None), ("direction", "ltr"), ("defaults", "yoga"),
                        ("pointScaleFactor", 1), ("availableHeight", None), ("availableWidth", None)]:
        if key in document and document[key] != simple:
            d = copy()
            if simple is None and key == "yogaConfig":
                del d[key]
            else:
                d[key] = simple
            yield d
    for i, node in enumerate(nodes):
        if "measure" in node:
            d = copy()
            del nodes_of(d)[i]["measure"]
            yield d
            measure = node["measure"]
            if measure["kind"] != "fixed":
                separator = " " if measure["kind"] == "text" else "\u200b"
                words = measure["text"].split(separator)
                for j in range(len(words)):
                    if len(words) > 1:
                        d = copy()
                        nodes_of(d)[i]["measure"]["text"] = separator.join(words[:j] + words[j + 1:])
                        yield d
        for key in list(node.get("style", {})):
            d = copy()
            del nodes_of(d)[i]["style"][key]
            yield d
            value = node["style"][key]
            if isinstance(value, dict) and len(value) > 1:
                for edge in value:
                    d = copy()
                    del nodes_of(d)[i]["style"][key][edge]
                    yield d
    for i, node in enumerate(nodes):  # simpler numbers
        def numbers(container):
            for key, value in list(container.items()):
                if isinstance(value, dict):
                    yield from ((container, key, k, v) for k, v in value.items())
                else:
                    yield container, key, None, value

        places = list(numbers(node.get("style", {})))
        if "measure" in node:
            places += [(node, "measure", k, v) for k, v in node["measure"].items() if k in ("width", "height")]
        for container, key, edge, value in places:
            for simpler in simpler_values(value):
                if key == "aspectRatio" and simpler <= 0:
                    continue
                d = copy()
                target = nodes_of(d)[i]
                holder = target["style"] if container is node.get("style") else target
                if edge is None:
                    holder[key] = simpler
                else:
                    holder[key][edge] = simpler
                yield d


def simpler_values(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        if isinstance(value, str) and value.endswith("%"):
            number = float(value[:-1])
            return [f"{round(number / 10) * 10:g}%"] if number % 10 else []
        return []
    result = []
    for simpler in [0, round(value), round(value / 10) * 10, int(value / 2)]:
        if simpler != value and abs(simpler) < abs(value) + 1 and simpler not in result:
            result.append(simpler)
    return result


def shrink(engines, document):
    """The smallest document found that still differs (greedy, restarting after each success)."""
    current = document
    improved = True
    steps = 0
    while improved and steps < 2000:
        improved = False
        for candidate in candidates(current):
            steps += 1
            if differences(engines, candidate):
                current = candidate
                improved = True
                break
    return current


def with_expected(engines, document):
    """The document with Yoga's frames as `expected` on every node."""
    d = json.loads(json.dumps(document))
    frames = engines.yoga_frames(d)
    for (node, _), frame in zip(flex_tree.flatten(d["root"]), frames):
        node["expected"] = dict(zip(["left", "top", "width", "height"], frame))
    return d


def main():
    parser = argparse.ArgumentParser(description="FlexKit against Yoga on random flex trees")
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="write each shrunk difference there, with Yoga's frames as expected")
    parser.add_argument(
        "--web", action="store_true",
        help="also trees with the web's defaults (FlexKit's have CSS's automatic minimum size, compared with "
        "Yoga's opt-in one; see Docs/Conformance.md)")
    parser.add_argument(
        "--decimals", action="store_true",
        help="the second distribution: decimal lengths and percentages, larger and deeper trees")
    arguments = parser.parse_args()
    engines = Engines()
    generator = (DecimalGenerator if arguments.decimals else Generator)(arguments.seed, web=arguments.web)
    prefix = "decimal" if arguments.decimals else "random"
    agree, differ, nan_frames, overflowed = 0, [], 0, 0
    for index in range(arguments.count):
        document = generator.document(index)
        frames = engines.yoga_frames(document)
        if yoga_nan(frames):
            nan_frames += 1
            continue
        if yoga_overflowed(frames):
            overflowed += 1
            continue
        if differences(engines, document):
            differ.append(index)
            small = shrink(engines, document)
            small["name"] = f"{prefix}-{arguments.seed}-{index}"
            print(f"tree {index} differs; shrunk:")
            print("  " + json.dumps(small))
            for line in differences(engines, small):
                print("    " + line)
            if arguments.keep:
                os.makedirs(arguments.keep, exist_ok=True)
                with open(os.path.join(arguments.keep, small["name"] + ".json"), "w") as f:
                    json.dump(with_expected(engines, small), f, ensure_ascii=False)
                    f.write("\n")
        else:
            agree += 1
    print(f"{agree} agree, {len(differ)} differ, {nan_frames + overflowed} not compared (seed {arguments.seed}; "
          f"Yoga's NaN or infinite frames in {nan_frames} trees, Yoga's overflow beyond 1e6 points in {overflowed})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
