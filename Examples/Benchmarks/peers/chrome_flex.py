"""Chrome as an oracle for flex trees (Docs/FlexTreeFormat.md) laid out with the web's defaults.

Usage: chrome_flex.py FILE... [--write | --check]   (FILE a flex tree; `-` reads one tree a line on stdin)
Turns every tree into HTML (a div per node with inline styles, measured `ahem` leaves as rows of
inline-block boxes of exact sizes, `fixed` leaves as one box of their size), lays the trees out in one
headless Chromium page (Debian's /usr/bin/chromium, driven over --remote-debugging-pipe; Python's
standard library only), reads every node's border box with getBoundingClientRect relative to its
parent's, and prints each tree with Chrome's frames as `expected` (with --write, writes them back into
the files instead; with --check, exits 1 naming every node whose `expected` frame is not Chrome's, within
0.01 pt: the fixtures made by this script are still what Chrome computes). Set CHROMIUM to use another
browser binary.

What the page means by a tree (the mapping FlexKit's web mode is compared against):
- every node is a `display: flex` div, `position: relative` unless its style says otherwise (Yoga's
  and FlexKit's default), `box-sizing` as the tree says (border-box unless a node says content-box),
  CSS's initial values for everything else (the tree's `defaults` must be "web");
- the root is the only child of a wrapper: with `availableHeight`, a grid whose single track is
  `availableWidth` x `availableHeight`, so an auto-sized root is stretched to the space offered and a
  sized one is placed at the wrapper's left; without, a block `availableWidth` wide (`max-content` when
  null), in which the root is a block-level box as on a page; its own min sizes are 0 unless the tree sets them
  (the root is no flex item); the document's direction is set on the root, not the wrapper;
- `flex` (Yoga's shorthand, whose meaning is not CSS's) and `yogaConfig` have no CSS equivalent and
  are rejected; scroll containers have no scrollbars (`scrollbar-width: none`);
- an `ahem` leaf is a block container of inline-block boxes, one a segment (length x charWidth wide,
  lineHeight tall, breakable only between them): text in the Ahem font, as the measure describes it;
  in a `display: contents` node the boxes are wrapped in a `<b>` (a block container with the initial
  style, as a flex item), which stands for the anonymous flex item that text makes there (CSS Flexbox
  4): the boxes would otherwise be children of the flex container and each its own flex item;
  the boxes sit on the baseline, so a line's baseline is its bottom (FlexKit, like Yoga, takes a
  measured leaf's baseline at its bottom: the two agree for one line of text and no bottom padding);
- a `fixed` leaf holds one `flex: none` box of its size: equal to the measure whenever the space offered
  is at least that size (the measure, unlike a box, shrinks to a smaller offer); `text` leaves (Yoga's
  test measure, which has no CSS equivalent) are rejected;
- a node without a box (`display: none`, or inside one, or `display: contents`) gets (0, 0, 0, 0); a
  child of a `display: contents` node is placed relative to the nearest ancestor with a box.
"""
import fcntl
import json
import os
import subprocess
import sys

CHROMIUM = os.environ.get(
    "CHROMIUM", "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "/usr/bin/chromium")

EDGE_PROPERTIES = {
    "margin": ("margin-{}", "margin-inline-{}"),
    "padding": ("padding-{}", "padding-inline-{}"),
    "border": ("border-{}-width", "border-inline-{}-width"),
    "position": ("{}", "inset-inline-{}"),
}

KEYWORDS = {
    "flexDirection": "flex-direction",
    "justifyContent": "justify-content",
    "alignItems": "align-items",
    "alignSelf": "align-self",
    "alignContent": "align-content",
    "flexWrap": "flex-wrap",
    "overflow": "overflow",
    "direction": "direction",
    "boxSizing": "box-sizing",
}

LENGTHS = {
    "flexBasis": "flex-basis",
    "width": "width",
    "height": "height",
    "minWidth": "min-width",
    "minHeight": "min-height",
    "maxWidth": "max-width",
    "maxHeight": "max-height",
}


class Unsupported(Exception):
    """A tree using something with no CSS equivalent."""


def css_number(value):
    return f"{value:.10g}"


def css_length(value, maximum=False):
    if value == "auto":
        return "none" if maximum else "auto"
    if isinstance(value, str) and value.endswith("%"):
        return value
    return css_number(float(value)) + "px"


def edge_declarations(kind, edges):
    """CSS for one edge group, least precise first so that (as in Yoga) start/end beat left/right, which
    beat horizontal/vertical, which beat all: a later declaration of the same property wins."""
    physical, logical = EDGE_PROPERTIES[kind]
    out = []

    def value(v):
        return css_number(float(v)) + "px" if kind == "border" else css_length(v)

    if "all" in edges:
        out += [(physical.format(side), value(edges["all"])) for side in ("top", "right", "bottom", "left")]
    if "horizontal" in edges:
        out += [(physical.format(side), value(edges["horizontal"])) for side in ("left", "right")]
    if "vertical" in edges:
        out += [(physical.format(side), value(edges["vertical"])) for side in ("top", "bottom")]
    for side in ("left", "top", "right", "bottom"):
        if side in edges:
            out.append((physical.format(side), value(edges[side])))
    for side in ("start", "end"):
        if side in edges:
            out.append((logical.format(side), value(edges[side])))
    return out


def declarations(node, is_root, document):
    style = node.get("style", {})
    out = []
    for key in style:
        if key == "flex":
            raise Unsupported("`flex` is Yoga's shorthand, not CSS's: use flexGrow, flexShrink, flexBasis")
        if key not in KEYWORDS and key not in LENGTHS and key not in EDGE_PROPERTIES and key not in (
                "positionType", "display", "flexGrow", "flexShrink", "aspectRatio", "gap"):
            raise Unsupported(f"unknown style key {key}")
    display = style.get("display", "flex")
    if "measure" in node and display == "flex":
        display = "block"
    out.append(("display", display))
    position = style.get("positionType", "relative")
    if is_root:
        position = "relative"
    out.append(("position", position))
    out.append(("box-sizing", "border-box"))
    for key in ("alignItems", "alignSelf"):
        if str(style.get(key, "")).startswith("space-"):
            raise Unsupported(f"{key}: {style[key]} is not CSS")
    if style.get("alignContent") == "baseline":
        raise Unsupported("alignContent: baseline is not CSS")
    for key, prop in KEYWORDS.items():
        if key in style and key != "direction":
            out.append((prop, style[key]))
    direction = style.get("direction", "inherit")
    if is_root and direction == "inherit":
        direction = document.get("direction", "ltr")
    if direction != "inherit":
        out.append(("direction", direction))
    if "flexGrow" in style:
        out.append(("flex-grow", css_number(style["flexGrow"])))
    if "flexShrink" in style:
        out.append(("flex-shrink", css_number(style["flexShrink"])))
    for key, prop in LENGTHS.items():
        if key in style:
            out.append((prop, css_length(style[key], maximum=key.startswith("max"))))
    if is_root:
        out += [(p, "0") for k, p in (("minWidth", "min-width"), ("minHeight", "min-height")) if k not in style]
    if "aspectRatio" in style:
        out.append(("aspect-ratio", css_number(style["aspectRatio"])))
    if "border" in style:
        out += [("border-style", "solid"), ("border-width", "0")]
    for kind in ("margin", "padding", "border", "position"):
        if kind in style:
            out += edge_declarations(kind, style[kind])
    gap = style.get("gap", {})
    if "all" in gap:
        out.append(("gap", css_length(gap["all"])))
    for key in ("row", "column"):
        if key in gap:
            out.append((f"{key}-gap", css_length(gap[key])))
    return out


def leaf_content(measure):
    kind = measure.get("kind")
    if kind == "ahem":
        c, h = float(measure["charWidth"]), float(measure["lineHeight"])
        boxes = []
        for segment in measure["text"].split("\u200b"):
            if segment:
                boxes.append(f'<span style="width:{css_number(len(segment) * c)}px;height:{css_number(h)}px"></span>')
        return "<wbr>".join(boxes)
    if kind == "fixed":
        return (f'<i style="width:{css_number(float(measure["width"]))}px;'
                f'height:{css_number(float(measure["height"]))}px"></i>')
    raise Unsupported(f"measure kind {kind!r} has no CSS equivalent")


def measured_content(node):
    """A measured node's content; a `display: contents` node's in an element that stands for the
    anonymous flex item its text makes in a browser (the segments' boxes, children of the flex container
    themselves, would each be blockified into a flex item of their own)."""
    content = leaf_content(node["measure"])
    if node.get("style", {}).get("display") == "contents":
        return f"<b>{content}</b>"
    return content


def html_node(node, is_root, document, parts):
    style = ";".join(f"{p}:{v}" for p, v in declarations(node, is_root, document))
    parts.append(f'<div data-n style="{style}">')
    if "measure" in node:
        parts.append(measured_content(node))
    # Pre-order, iteratively: deep trees must not hit Python's recursion limit.
    stack = [("close", None)] + [("node", child) for child in reversed(node.get("children", []))]
    while stack:
        what, item = stack.pop()
        if what == "close":
            parts.append("</div>")
        else:
            style = ";".join(f"{p}:{v}" for p, v in declarations(item, False, document))
            parts.append(f'<div data-n style="{style}">')
            if "measure" in item:
                parts.append(measured_content(item))
            stack.append(("close", None))
            stack += [("node", child) for child in reversed(item.get("children", []))]


def html_tree(document):
    """One tree as a wrapper div holding its root."""
    if document.get("defaults", "yoga") != "web":
        raise Unsupported("only trees with the web's defaults have a CSS meaning")
    if document.get("yogaConfig"):
        raise Unsupported("yogaConfig is Yoga's")
    width, height = document.get("availableWidth"), document.get("availableHeight")
    columns = "max-content" if width is None else css_number(float(width)) + "px"
    if height is None:
        # As a page lays out a block: as wide as offered, as tall as its content (percentages of its
        # height mean auto).
        parts = [f'<div class="w" style="display:block;width:{columns}">']
    else:
        rows = css_number(float(height)) + "px"
        parts = [f'<div class="w" style="grid-template-columns:{columns};grid-template-rows:{rows}">']
    html_node(document["root"], True, document, parts)
    parts.append("</div>")
    return "".join(parts)


PAGE_STYLE = """
body { margin: 0; font-size: 0; line-height: 0 }
.w { position: absolute; left: 0; top: 0; display: grid; direction: ltr }
div[data-n] { scrollbar-width: none }
div[data-n] > span, div[data-n] > b > span { display: inline-block }
div[data-n] > i { display: block; flex: none }
"""

READ_SCRIPT = """
(html) => {
  const host = document.getElementById('host');
  host.innerHTML = html;
  const out = [];
  for (const wrapper of host.children) {
    if (wrapper.dataset.bad !== undefined) { out.push(null); continue; }
    const frames = [];
    for (const el of wrapper.querySelectorAll('[data-n]')) {
      if (el.getClientRects().length === 0) { frames.push([0, 0, 0, 0]); continue; }
      let p = el.parentElement;
      while (p !== wrapper && p.getClientRects().length === 0) p = p.parentElement;
      const r = el.getBoundingClientRect(), q = p.getBoundingClientRect();
      frames.push([r.left - q.left, r.top - q.top, r.width, r.height]);
    }
    out.push(frames);
  }
  host.innerHTML = '';
  return JSON.stringify(out);
}
"""


class Chrome:
    """A headless Chromium with one blank page, spoken to over the DevTools protocol on a pipe."""

    def __init__(self):
        if not os.access(CHROMIUM, os.X_OK):
            sys.exit(f"chrome_flex: {CHROMIUM} is missing; install Debian's chromium (apt-get install chromium)")
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()
        # Chromium reads commands on fd 3 and writes replies on fd 4: move the child's ends above them
        # first so that neither dup2 clobbers the other.
        to_chrome_r, from_chrome_w = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_chrome_r, from_chrome_w))

        def remap():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run", "--mute-audio",
             "--user-data-dir=" + os.path.join("/tmp", f"chrome-flex-{os.getpid()}"), "about:blank"],
            preexec_fn=remap, pass_fds=(3, 4, to_chrome_r, from_chrome_w), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buffer = b""
        self._next = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = ("<!doctype html><html><head><style>" + PAGE_STYLE + "</style></head>"
                "<body><div id=host></div></body></html>")
        self.evaluate(f"document.open(); document.write({json.dumps(page)}); document.close(); 0")
        self.evaluate("window.readFrames = " + READ_SCRIPT.strip() + "; 0")

    def call(self, method, params=None, session=None):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self._buffer:
                chunk = os.read(self._from_chrome, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self._buffer += chunk
            raw, self._buffer = self._buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           session=self.session)
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:500])
        return result["result"].get("value")

    def frames(self, documents, batch=200):
        """Chrome's frames for each document (pre-order, [left, top, width, height]), or an
        `Unsupported` exception for a tree with no CSS meaning."""
        results = []
        for start in range(0, len(documents), batch):
            chunk = documents[start:start + batch]
            pages, errors = [], {}
            for i, document in enumerate(chunk):
                try:
                    pages.append(html_tree(document))
                except Unsupported as error:
                    errors[i] = error
                    pages.append('<div data-bad></div>')
            values = json.loads(self.evaluate(f"readFrames({json.dumps(''.join(pages))})"))
            results += [errors.get(i) or value for i, value in enumerate(values)]
        return results

    def close(self):
        try:
            self.call("Browser.close")
        except (RuntimeError, OSError):
            pass
        self.process.wait(timeout=10)


def preorder(document):
    """(node, None) for each node of a document, in pre-order."""
    stack = [document["root"]]
    while stack:
        node = stack.pop()
        yield node, None
        stack += reversed(node.get("children", []))


def with_expected(document, frames):
    """The document with `frames` as `expected` on every node (pre-order)."""
    d = json.loads(json.dumps(document))
    stack = [d["root"]]
    nodes = []
    while stack:
        node = stack.pop()
        nodes.append(node)
        stack += reversed(node.get("children", []))
    for node, frame in zip(nodes, frames):
        node["expected"] = dict(zip(["left", "top", "width", "height"], [round(v, 4) for v in frame]))
    return d


def main():
    arguments = [a for a in sys.argv[1:] if a not in ("--write", "--check")]
    write = "--write" in sys.argv[1:]
    check = "--check" in sys.argv[1:]
    if not arguments:
        sys.exit(__doc__)
    documents, paths = [], []
    for path in arguments:
        if path == "-":
            for line in sys.stdin:
                if line.strip():
                    documents.append(json.loads(line))
                    paths.append(None)
        else:
            with open(path) as f:
                documents.append(json.load(f))
            paths.append(path)
    chrome = Chrome()
    try:
        results = chrome.frames(documents)
    finally:
        chrome.close()
    status = 0
    for document, path, frames in zip(documents, paths, results):
        if isinstance(frames, Exception):
            print(f"{path or document.get('name', '-')}: {frames}", file=sys.stderr)
            status = 2
            continue
        if check:
            for (node, _), theirs in zip(preorder(document), frames):
                expected = node.get("expected")
                if expected is None or any(abs(expected[k] - v) > 0.01 for k, v in
                                           zip(["left", "top", "width", "height"], theirs)):
                    print(f"{path or document.get('name', '-')}: expected {expected}, Chrome {theirs}")
                    status = 1
            continue
        out = with_expected(document, frames)
        if write and path:
            with open(path, "w") as f:
                json.dump(out, f, ensure_ascii=False)
                f.write("\n")
        else:
            print(json.dumps(out, ensure_ascii=False))
    return status


if __name__ == "__main__":
    sys.exit(main())
