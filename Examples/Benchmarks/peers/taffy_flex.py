"""Taffy (through its Python binding `stretchable`) on a flex workload, timed like ours.

Usage: taffy_flex.py WORKLOAD. Builds the tree with stretchable, then times only Taffy's layout call
(`node_compute_layout_with_measure`, the native call behind `Node.compute_layout`): on a freshly built
tree ("cold") and after the changing leaf was marked dirty ("relayout"). Measure functions run in
Python, as they must through this binding. Prints JSON: {"cold": s, "relayout": s} (medians).

Taffy follows CSS, so Yoga's defaults are written out on every node (column, shrink 0, align-content
flex-start, `flex: N` as grow N with a 0 basis); `start`/`end` edges map to left/right (Taffy has no
RTL) and `display: contents` lays out as flex.
"""
import json
import statistics
import sys
import time

import flex_tree
from stretchable import Node
from stretchable.context import taffy
from stretchable import taffylib
from stretchable.style import (
    PCT, PT, AUTO, AlignContent, AlignItems, AlignSelf, BoxSizing, Display, FlexDirection, FlexWrap,
    JustifyContent, Overflow, Position, Rect, Size, Style,
)
from stretchable.style.geometry.size import SizeAvailableSpace
from stretchable.style.geometry.length import LengthAvailableSpace, AvailableSpace

DIRECTIONS = {"column": FlexDirection.COLUMN, "column-reverse": FlexDirection.COLUMN_REVERSE,
              "row": FlexDirection.ROW, "row-reverse": FlexDirection.ROW_REVERSE}
JUSTIFY = {"flex-start": JustifyContent.FLEX_START, "center": JustifyContent.CENTER,
           "flex-end": JustifyContent.FLEX_END, "space-between": JustifyContent.SPACE_BETWEEN,
           "space-around": JustifyContent.SPACE_AROUND, "space-evenly": JustifyContent.SPACE_EVENLY}
ITEMS = {"flex-start": AlignItems.FLEX_START, "center": AlignItems.CENTER, "flex-end": AlignItems.FLEX_END,
         "stretch": AlignItems.STRETCH, "baseline": AlignItems.BASELINE}
SELF = {"auto": None, "flex-start": AlignSelf.FLEX_START, "center": AlignSelf.CENTER,
        "flex-end": AlignSelf.FLEX_END, "stretch": AlignSelf.STRETCH, "baseline": AlignSelf.BASELINE}
CONTENT = {"flex-start": AlignContent.FLEX_START, "center": AlignContent.CENTER,
           "flex-end": AlignContent.FLEX_END, "stretch": AlignContent.STRETCH,
           "space-between": AlignContent.SPACE_BETWEEN, "space-around": AlignContent.SPACE_AROUND,
           "space-evenly": AlignContent.SPACE_EVENLY}
WRAPS = {"nowrap": FlexWrap.NO_WRAP, "wrap": FlexWrap.WRAP, "wrap-reverse": FlexWrap.WRAP_REVERSE}
OVERFLOWS = {"visible": Overflow.VISIBLE, "hidden": Overflow.HIDDEN, "scroll": Overflow.SCROLL}


def length(value):
    if value == "auto":
        return AUTO
    if isinstance(value, str) and value.endswith("%"):
        return float(value[:-1]) * PCT
    return float(value) * PT


def edges(values, allow_auto=True):
    sides = {"top": None, "right": None, "bottom": None, "left": None}
    for key in ("all", "horizontal", "vertical", "start", "end", "left", "right", "top", "bottom"):
        if key not in values:
            continue
        value = length(values[key])
        targets = {"all": sides.keys(), "horizontal": ("left", "right"), "vertical": ("top", "bottom"),
                   "start": ("left",), "end": ("right",)}.get(key, (key,))
        for side in targets:
            sides[side] = value
    if all(v is None for v in sides.values()):
        return None
    return Rect(top=sides["top"] if sides["top"] is not None else 0 * PT,
                right=sides["right"] if sides["right"] is not None else 0 * PT,
                bottom=sides["bottom"] if sides["bottom"] is not None else 0 * PT,
                left=sides["left"] if sides["left"] is not None else 0 * PT)


def style_for(style, web):
    args = {
        "flex_direction": DIRECTIONS[style.get("flexDirection", "row" if web else "column")],
        "flex_shrink": 1.0 if web else 0.0,
        "align_content": AlignContent.STRETCH if web else AlignContent.FLEX_START,
    }
    flex = style.get("flex")
    if flex is not None and flex > 0:
        args["flex_grow"] = float(flex)
        args["flex_basis"] = 0 * PT
    elif flex is not None and flex < 0 and not web:
        args["flex_shrink"] = float(-flex)
    if "flexGrow" in style: args["flex_grow"] = float(style["flexGrow"])
    if "flexShrink" in style: args["flex_shrink"] = float(style["flexShrink"])
    if "flexBasis" in style: args["flex_basis"] = length(style["flexBasis"])
    if "justifyContent" in style: args["justify_content"] = JUSTIFY[style["justifyContent"]]
    if "alignItems" in style: args["align_items"] = ITEMS[style["alignItems"]]
    if SELF.get(style.get("alignSelf")): args["align_self"] = SELF[style["alignSelf"]]
    if "alignContent" in style: args["align_content"] = CONTENT[style["alignContent"]]
    if "flexWrap" in style: args["flex_wrap"] = WRAPS[style["flexWrap"]]
    if style.get("positionType") == "absolute": args["position"] = Position.ABSOLUTE
    if style.get("display") == "none": args["display"] = Display.NONE
    if "overflow" in style:
        args["overflow_x"] = args["overflow_y"] = OVERFLOWS[style["overflow"]]
    if style.get("boxSizing") == "content-box": args["box_sizing"] = BoxSizing.CONTENT
    if "aspectRatio" in style: args["aspect_ratio"] = float(style["aspectRatio"])
    size = {k: length(style[k]) for k in ("width", "height") if k in style}
    if size: args["size"] = Size(width=size.get("width", AUTO), height=size.get("height", AUTO))
    minimum = {k: length(style[k]) for k in ("minWidth", "minHeight") if k in style}
    if minimum: args["min_size"] = Size(width=minimum.get("minWidth", AUTO), height=minimum.get("minHeight", AUTO))
    maximum = {k: length(style[k]) for k in ("maxWidth", "maxHeight") if k in style}
    if maximum: args["max_size"] = Size(width=maximum.get("maxWidth", AUTO), height=maximum.get("maxHeight", AUTO))
    for key, name in (("margin", "margin"), ("padding", "padding"), ("border", "border"), ("position", "inset")):
        if key in style:
            rect = edges(style[key])
            if rect is not None:
                args[name] = rect
    if "gap" in style:
        gap = style["gap"]
        column = gap.get("column", gap.get("all", 0))
        row = gap.get("row", gap.get("all", 0))
        args["gap"] = Size(width=length(column), height=length(row))
    return Style(**args)


def measure_for(measure, column):
    """Our flex-tree measures (Docs/FlexTreeFormat.md) as plain functions of Taffy's inputs:
    (known width, known height, available width, available height) -> (width, height), where an
    available size is (kind, value) with kind "definite", "min" or "max"."""
    kind = measure["kind"]
    if kind == "fixed":
        size = (float(measure["width"]), float(measure["height"]))
        return lambda kw, kh, aw, ah: size
    text, char, line = measure["text"], measure["charWidth"], measure["lineHeight"]
    words = [len(w) for w in text.split(" ")]
    if len(words) > 1 and words[-1] == 0:
        words.pop()
    count = len(text)
    longest = (max(words) if words else 0) * char

    def lines(width):
        if count * char <= width:
            return 1
        total, current = 1, 0
        for word in words:
            w = word * char
            if w > width:
                total += (1 if current > 0 else 0) + 1
                current = 0
            elif current + w <= width:
                current += w + char
            else:
                total += 1
                current = w + char
        return total - 1 if current == 0 else total

    def measure_text(kw, kh, aw, ah):
        if kw == kw:  # known (not NaN)
            width = kw
        elif aw[0] == DEFINITE:
            width = min(count * char, aw[1])
        elif aw[0] == MIN_CONTENT:
            width = longest
        else:
            width = count * char
        wrap = width if column else max(longest, width)
        height = kh if kh == kh else lines(wrap) * line
        return (width, height)

    return measure_text


DEFINITE = int(AvailableSpace.DEFINITE)
MIN_CONTENT = int(AvailableSpace.MIN_CONTENT)
MEASURES = {}


def callback(kw, kh, aw, ah, context):
    """Taffy's measure callback, straight to our functions (stretchable's own wrapper builds and
    validates several Python objects per call, which costs far more than Taffy's layout)."""
    function = MEASURES.get(context)
    if function is None:
        return (0.0, 0.0)
    return function(kw, kh, (aw["dim"], aw["value"]), (ah["dim"], ah["value"]))


STYLES = {}


def build(document):
    web = document.get("defaults") == "web"
    nodes = []
    for spec, parent in flex_tree.flatten(document["root"]):
        style = spec.get("style", {})
        measure = spec.get("measure")
        key = json.dumps(style, sort_keys=True)
        if key not in STYLES:
            STYLES[key] = style_for(style, web)  # building a validated Style is slow in Python
        node = Node(style=STYLES[key])
        if measure:
            # Registers the node for measuring with Taffy; our callback below does the measuring.
            node.measure = lambda *arguments: None
            MEASURES[node._node_id] = measure_for(
                measure, style.get("flexDirection", "row" if web else "column") == "column")
        if parent >= 0:
            nodes[parent].append(node)
        nodes.append(node)
    return nodes


def available(document):
    def one(key):
        value = document.get(key)
        return LengthAvailableSpace.max_content() if value is None else LengthAvailableSpace.definite(float(value))
    return SizeAvailableSpace(one("availableWidth"), one("availableHeight")).to_dict()


def layout_call(root, space):
    taffy.use_rounding = True
    start = time.perf_counter()
    taffylib.node_compute_layout_with_measure(taffy._ptr, root._node_id, space, callback)
    return time.perf_counter() - start


def main():
    document = flex_tree.load(sys.argv[1])
    flat = flex_tree.flatten(document["root"])
    # Fewer runs than the native engines: every cold run builds the tree through Python first.
    runs = 5 if len(flat) > 5000 else (11 if len(flat) > 500 else 51)
    space = available(document)
    cold = []
    for _ in range(runs):
        nodes = build(document)
        cold.append(layout_call(nodes[0], space))
    nodes = build(document)
    layout_call(nodes[0], space)
    leaf = nodes[flex_tree.changing_leaf(flat)]
    relayout = []
    for _ in range(runs):
        leaf.mark_dirty()
        relayout.append(layout_call(nodes[0], space))
    print(json.dumps({"cold": statistics.median(cold), "relayout": statistics.median(relayout)}))


if __name__ == "__main__":
    main()
