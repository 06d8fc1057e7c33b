#!/usr/bin/env python3
"""Writes the operator overloads of the Anchors module from one table.

The operator DSLs (Anchorage's and ZDTinyLayout's `==`, `<=`, `>=`, `/==/`, ..., `+`, `-`, `*`, `/`
on anchors, composite anchors and SwiftyLayout's terms) are written out for each concrete type: no
generic operators, because they make the type checker slow (Docs/CompileTime.md). Written by hand,
the parallel copies drifted; here every overload and its doc example come from the tables below, with
the example anchors chosen by anchor kind (horizontal, vertical, dimension).

Usage:
    Scripts/generate-operators.py          # rewrites the generated files
    Scripts/generate-operators.py --check  # exits 1 (and prints a diff) when a file differs

The output goes through `swift format` with the repository's `.swift-format`, so the files pass
`swift format lint --strict` as written. Python 3 standard library only.
"""
import difflib
import pathlib
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULE = ROOT / "Modules" / "Anchors"
SCRIPT = "Scripts/generate-operators.py"

# MARK: - The tables

# The three relations: twin operator, Swift's operator, `LayoutRelation` case, and the words in docs.
RELATIONS = [
    ("/==/", "==", ".equal", "equal"),
    ("/<=/", "<=", ".lessThanOrEqual", "at most"),
    ("/>=/", ">=", ".greaterThanOrEqual", "at least"),
]
# A relation read from the right (`44 <= term` is `term >= 44`).
MIRRORED = {".equal": ".equal", ".lessThanOrEqual": ".greaterThanOrEqual", ".greaterThanOrEqual": ".lessThanOrEqual"}
MIRRORED_OP = {"==": "==", "<=": ">=", ">=": "<="}

@dataclass
class Kind:
    """One kind of single anchor, with the anchors its doc examples use."""

    type: str  # the Swift type
    file: str  # file name prefix
    noun: str  # "horizontal position"
    plural: str  # what the arithmetic file is about
    header: str  # what the relations file is about
    # Relation examples: left and right of `anchor op anchor`, and `anchor op expression`.
    related: tuple
    expression: tuple
    near: str  # anchor of `container.near + 12`
    far: str  # anchor of `container.far - 12`, `2 * container.far`, ...
    constants: bool = False  # relations to a constant (dimensions only)


KINDS = [
    Kind(
        type="LayoutXAxisAnchor", file="LayoutXAxisAnchor", noun="horizontal position",
        plural="horizontal position anchors",
        header="Relations between horizontal position anchors.",
        related=("button.leadingAnchor", "container.leadingAnchor"),
        expression=("view.centerXAnchor", "2 * container.trailingAnchor / 3"),
        near="leadingAnchor", far="trailingAnchor"),
    Kind(
        type="LayoutYAxisAnchor", file="LayoutYAxisAnchor", noun="vertical position",
        plural="vertical position anchors",
        header="Relations between vertical position anchors.",
        related=("view.topAnchor", "container.topAnchor"),
        expression=("view.topAnchor", "container.bottomAnchor / 4"),
        near="topAnchor", far="bottomAnchor"),
    Kind(
        type="LayoutDimension", file="LayoutDimension", noun="dimension",
        plural="dimensions (width and height)",
        header="Relations between dimensions, and of a dimension to a constant.",
        related=("imageView.widthAnchor", "view.widthAnchor"),
        expression=("view.widthAnchor", "4 * view.heightAnchor / 3"),
        near="widthAnchor", far="heightAnchor", constants=True),
]

# Relations of a dimension to a constant: the example's right side for a literal and for a variable.
DIMENSION_CONSTANTS = {"==": ("100", "maximumWidth"), "<=": ("100", "maximumWidth"), ">=": ("100", "minimumWidth")}


@dataclass
class Pair:
    """One kind of anchor pair (`AnchorPair<First, Second>`)."""

    name: str  # "horizontal"
    first: str
    second: str
    property: str  # "horizontalAnchors"
    example: tuple  # the items of the relation examples (left, right)
    insets: bool  # edge pairs inset (near: c, far: c); center and size pairs offset (constant: c)

    @property
    def type(self):
        return f"AnchorPair<{self.first}, {self.second}>"


PAIRS = [
    Pair("horizontal", "LayoutXAxisAnchor", "LayoutXAxisAnchor", "horizontalAnchors", ("imageView", "container"), True),
    Pair("vertical", "LayoutYAxisAnchor", "LayoutYAxisAnchor", "verticalAnchors", ("imageView", "container"), True),
    Pair("center", "LayoutXAxisAnchor", "LayoutYAxisAnchor", "centerAnchors", ("button", "container"), False),
    Pair("size", "LayoutDimension", "LayoutDimension", "sizeAnchors", ("imageView", "view"), False),
]

# MARK: - Declarations


@dataclass
class Decl:
    """One operator overload."""

    doc: str
    op: str
    lhs: str
    rhs: str
    result: str
    body: str
    discardable: bool = False

    def render(self):
        attribute = "@discardableResult\n" if self.discardable else ""
        return (
            f"/// {self.doc}\n{attribute}public func {self.op} (lhs: {self.lhs}, rhs: {self.rhs}) -> {self.result} {{\n"
            f"    {self.body}\n}}\n"
        )


def cg(name, number_type):
    """`name` as a CGFloat expression."""
    return name if number_type == "CGFloat" else f"CGFloat({name})"


def negated(name, number_type):
    return f"-{cg(name, number_type)}"


def expression_type(anchor, constant="CGFloat"):
    return f"LayoutExpression<{anchor}, {constant}>"


def relation_family(operands, result):
    """For each relation: the twin overloads (`/==/`) for each right side, then Swift's (`==`) calling them.

    `operands` are (lhs type, rhs type, doc(relation words, op), body(relation case), alias body).
    """
    decls = []
    for twin, swift, case, words in RELATIONS:
        for lhs, rhs, doc, body, alias in operands:
            decls.append(Decl(doc(words, swift, case), twin, lhs, rhs, result, body(case), discardable=True))
        for lhs, rhs, _, _, alias in operands:
            decls.append(Decl(f"Same as `{twin}`.", swift, lhs, rhs, result, alias(twin), discardable=True))
    return decls


def anchor_relations(kind):
    a, expr = kind.type, expression_type(kind.type)
    left, right = kind.related
    e_left, e_right = kind.expression
    operands = [
        (a, a, lambda w, op, c: f"Constrains the left anchor to {w} the right one: `{left} {op} {right}`.",
         lambda c: f"finalize(lhs.make({c}, rhs))", lambda t: f"lhs {t} rhs"),
        (a, expr, lambda w, op, c: f"Constrains the left anchor to {w} an expression: `{e_left} {op} {e_right}`.",
         lambda c: f"finalize(lhs.make({c}, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))",
         lambda t: f"lhs {t} rhs"),
    ]
    if kind.constants:
        operands += [
            (a, "CGFloat",
             lambda w, op, c: f"Constrains the dimension to {w} a constant: `view.widthAnchor {op} "
             f"{DIMENSION_CONSTANTS[op][0]}`.",
             lambda c: f"finalize(lhs.make({c}, constant: rhs))", lambda t: f"lhs {t} rhs"),
            (a, "Int",
             lambda w, op, c: f"Constrains the dimension to {w} a constant: `view.widthAnchor {op} "
             f"{DIMENSION_CONSTANTS[op][1]}`.",
             lambda c: f"finalize(lhs.make({c}, constant: CGFloat(rhs)))", lambda t: f"lhs {t} CGFloat(rhs)"),
        ]
    return relation_family(operands, "LayoutConstraint")


# Arithmetic on one kind of anchor, one row for each operator and operand order, giving an overload
# for `CGFloat` and one for `Int`. Operands: "A" the anchor, "E" an expression of it, "N" the number.
# Docs name `{noun}`, `{near}` and `{far}` (the kind's example anchors on `container`); bodies take
# `{n}`, the number as a `CGFloat`.
ANCHOR_ARITHMETIC = [
    # (operator, left, right, body, doc for CGFloat, doc for Int)
    ("+", "A", "N", "LayoutExpression(anchor: lhs, constant: {n})",
     "A {noun} plus a constant: `{near} + 12`.", "A {noun} plus a constant: `{near} + spacing`."),
    ("+", "N", "A", "LayoutExpression(anchor: rhs, constant: {n})",
     "A constant plus a {noun}: `12 + {near}`.", "A constant plus a {noun}: `spacing + {near}`."),
    ("-", "A", "N", "LayoutExpression(anchor: lhs, constant: -{n})",
     "A {noun} minus a constant: `{far} - 12`.", "A {noun} minus a constant: `{far} - spacing`."),
    ("*", "N", "A", "LayoutExpression(anchor: rhs, constant: 0, multiplier: {n})",
     "A factor times a {noun}: `0.5 * {far}`.", "A factor times a {noun}: `2 * {far}`."),
    ("*", "A", "N", "LayoutExpression(anchor: lhs, constant: 0, multiplier: {n})",
     "A {noun} times a factor: `{far} * 0.5`.", "A {noun} times a factor: `{far} * 2`."),
    ("/", "A", "N", "LayoutExpression(anchor: lhs, constant: 0, multiplier: 1 / {n})",
     "A {noun} divided by a factor: `{far} / 1.5`.",
     "A {noun} divided by a factor: `{far} / 4` (a quarter, not integer division)."),
    ("+", "E", "N", "lhs.adding({n})",
     "An expression plus a constant: `2 * {far} + 8`.", "An expression plus a constant: `2 * {far} + spacing`."),
    ("+", "N", "E", "rhs.adding({n})",
     "A constant plus an expression: `8 + 2 * {far}`.", "A constant plus an expression: `spacing + 2 * {far}`."),
    ("-", "E", "N", "lhs.adding(-{n})",
     "An expression minus a constant: `{far} / 2 - 8`.", "An expression minus a constant: `{far} / 2 - spacing`."),
    ("*", "N", "E", "rhs.scaled(by: {n})",
     "A factor times an expression (multiplier and constant).",
     "A factor times an expression (multiplier and constant)."),
    ("*", "E", "N", "lhs.scaled(by: {n})",
     "An expression times a factor (multiplier and constant).",
     "An expression times a factor (multiplier and constant)."),
    ("/", "E", "N", "lhs.scaled(by: 1 / {n})",
     "An expression divided by a factor (multiplier and constant).",
     "An expression divided by a factor: `2 * {far} / 3`."),
]


def anchor_arithmetic(kind):
    types = {"A": kind.type, "E": expression_type(kind.type)}
    words = {"noun": kind.noun, "near": f"container.{kind.near}", "far": f"container.{kind.far}"}
    decls = []
    for op, left, right, body, *docs in ANCHOR_ARITHMETIC:
        for number, doc in zip(("CGFloat", "Int"), docs):
            n = cg("lhs" if left == "N" else "rhs", number)
            decls.append(Decl(doc.format(**words), op, types.get(left, number), types.get(right, number),
                              types["E"], body.format(n=n)))
    return decls


def pair_relations(pair):
    p, e = pair.type, expression_type(pair.type)
    left, right = (f"{item}.{pair.property}" for item in pair.example)
    if pair.insets:
        bare = lambda c: f"lhs.make({c}, rhs, near: 0, far: 0)"
        inset = lambda c: f"lhs.make({c}, rhs.anchor, near: rhs.constant, far: rhs.constant)"
    else:
        bare = lambda c: f"lhs.make({c}, rhs, constant: 0)"
        inset = lambda c: f"lhs.make({c}, rhs.anchor, constant: rhs.constant)"
    operands = [
        (p, p, lambda w, op, c: f"Relates two {pair.name} pairs: `{left} {op} {right}`.", bare, lambda t: f"lhs {t} rhs"),
        (p, e, lambda w, op, c: f"Relates a {pair.name} pair to another plus a constant: `{left} {op} {right} + 10`.",
         inset, lambda t: f"lhs {t} rhs"),
    ]
    if pair.name == "size":
        operands.append(
            (p, "CGSize",
             lambda w, op, c: f"Relates a size pair to a fixed size: `{left} {op} CGSize(width: 100, height: 200)`.",
             lambda c: f"lhs.make({c}, rhs)", lambda t: f"lhs {t} rhs"))
    return relation_family(operands, "ConstraintPair")


def pair_arithmetic(pair):
    p, e = pair.type, expression_type(pair.type)
    what = "an inset" if pair.insets else "an offset"
    decls = []
    for op, sign in (("+", ""), ("-", "-")):
        for n in ("CGFloat", "Int"):
            v = "10" if n == "CGFloat" else "spacing"
            constant = cg("rhs", n) if op == "+" else negated("rhs", n)
            decls.append(Decl(f"A {pair.name} pair with {what} of `{sign}rhs`: `container.{pair.property} {op} {v}`.",
                              op, p, n, e, f"LayoutExpression(anchor: lhs, constant: {constant})"))
    return decls


def edge_arithmetic():
    e = expression_type("EdgeAnchors", "EdgeInsets")
    return [
        Decl("Edges inset by `rhs` (left on the leading edge, right on the trailing edge).", "+", "EdgeAnchors",
             "EdgeInsets", e, "LayoutExpression(anchor: lhs, constant: rhs)"),
        Decl("Edges outset by `rhs`.", "-", "EdgeAnchors", "EdgeInsets", e,
             "LayoutExpression(anchor: lhs, constant: rhs.negated)"),
        Decl("Edges inset by `rhs`, with leading and trailing named.", "+", "EdgeAnchors", "DirectionalEdgeInsets", e,
             "LayoutExpression(anchor: lhs, constant: EdgeInsets(rhs))"),
        Decl("Edges outset by `rhs`, with leading and trailing named.", "-", "EdgeAnchors", "DirectionalEdgeInsets",
             e, "LayoutExpression(anchor: lhs, constant: EdgeInsets(rhs).negated)"),
        Decl("Edges inset by `rhs` on every side: `container.edgeAnchors + 10`.", "+", "EdgeAnchors", "CGFloat", e,
             "LayoutExpression(anchor: lhs, constant: EdgeInsets(all: rhs))"),
        Decl("Edges inset by `rhs` on every side: `container.edgeAnchors + spacing`.", "+", "EdgeAnchors", "Int", e,
             "LayoutExpression(anchor: lhs, constant: EdgeInsets(all: CGFloat(rhs)))"),
        Decl("Edges outset by `rhs` on every side: `container.edgeAnchors - 10`.", "-", "EdgeAnchors", "CGFloat", e,
             "LayoutExpression(anchor: lhs, constant: EdgeInsets(all: -rhs))"),
        Decl("Edges outset by `rhs` on every side: `container.edgeAnchors - spacing`.", "-", "EdgeAnchors", "Int", e,
             "LayoutExpression(anchor: lhs, constant: EdgeInsets(all: -CGFloat(rhs)))"),
    ]


def edge_relations():
    e = expression_type("EdgeAnchors", "EdgeInsets")
    operands = [
        ("EdgeAnchors", "EdgeAnchors",
         lambda w, op, c: f"Relates the edges of two items: `imageView.edgeAnchors {op} container.edgeAnchors`.",
         lambda c: f"lhs.make({c}, rhs, .zero)", lambda t: f"lhs {t} rhs"),
        ("EdgeAnchors", e,
         lambda w, op, c: f"Relates edges to inset edges: `imageView.edgeAnchors {op} container.edgeAnchors + insets`.",
         lambda c: f"lhs.make({c}, rhs.anchor, rhs.constant)", lambda t: f"lhs {t} rhs"),
    ]
    return relation_family(operands, "ConstraintGroup")


def term_arithmetic():
    t = "ConstraintTerm"
    decls = []
    rows = [
        ("+", "left", "Adds `rhs` to the term's constant: `viewB[.width] + {v}`.", "lhs.adding({r})", ("4.0", "4")),
        ("+", "right", "Adds `lhs` to the term's constant: `{v} + viewB[.width]`.", "rhs.adding({l})", ("4.0", "4")),
        ("-", "left", "Subtracts `rhs` from the term's constant: `viewB[.width] - {v}`.", "lhs.adding(-{r})",
         ("4.0", "4")),
        ("*", "left", "Multiplies the term's multiplier and constant by `rhs`: `viewA[.width] * {v}`.",
         "lhs.scaled(by: {r})", ("3.0", "3")),
        ("*", "right", "Multiplies the term's multiplier and constant by `lhs`: `{v} * viewB[.width]`.",
         "rhs.scaled(by: {l})", ("0.5", "2")),
        ("/", "left", "Divides the term's multiplier and constant by `rhs`: `viewB[.width] / {v}`.",
         "lhs.scaled(by: 1 / {r})", ("2.0", "2")),
    ]
    for op, side, doc, body, values in rows:
        for n, v in zip(("CGFloat", "Int"), values):
            lhs, rhs = (t, n) if side == "left" else (n, t)
            decls.append(Decl(doc.format(v=v), op, lhs, rhs, t, body.format(l=cg("lhs", n), r=cg("rhs", n))))
    return decls


def term_relations():
    t = "ConstraintTerm"
    operands = [
        (t, t, lambda w, op, c: f"Constrains the left term to {w} the right one: `viewA[.width] {op} 0.5 * viewB[.width] - 4.0`.",
         lambda c: f"lhs.relate({c}, rhs)", lambda o: f"lhs {o} rhs"),
    ]
    for n in ("CGFloat", "Int"):
        operands.append(
            (t, n, lambda w, op, c: f"Constrains the term to {w} a constant: `viewA[.height] {op} 44`.",
             lambda c, n=n: f"lhs.relate({c}, {cg('rhs', n)})", lambda o: f"lhs {o} rhs"))
        operands.append(
            (n, t,
             lambda w, op, c: f"Constrains the right term, read from the left: `44 {op} viewA[.height]` is "
             f"`viewA[.height] {MIRRORED_OP[op]} 44`.",
             lambda c, n=n: f"rhs.relate({MIRRORED[c]}, {cg('lhs', n)})", lambda o: f"lhs {o} rhs"))
    return relation_family(operands, "LayoutConstraint")


# MARK: - Files

CONCRETE = (
    "Each operator has a `CGFloat` and an `Int` overload: literals, `CGFloat`, `Double` (converted\n"
    "// implicitly) and `Int` values all work. The overloads are concrete: generic numeric overloads make\n"
    "// the type checker slow (see Docs/CompileTime.md)."
)
ONE_CONSTRAINT = (
    "Each makes one constraint, active unless a `batch` or `updateConstraints` block collects it, and\n"
    "// sets `translatesAutoresizingMaskIntoConstraints` to false on the left-hand view only."
)


def sections(*parts):
    """Joins (MARK title or None, declarations) parts into a file body."""
    out = []
    for title, decls in parts:
        if title:
            out.append(f"// MARK: - {title}\n")
        out.extend(d.render() for d in decls)
    return "\n".join(out)


# The anchors each kind's doc examples may name: a vertical operator documented with `leadingAnchor`
# is the drift this script exists to prevent, so the script refuses to write it.
ANCHOR_NAMES = {
    "LayoutXAxisAnchor": {"leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "centerXAnchor"},
    "LayoutYAxisAnchor": {"topAnchor", "bottomAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor"},
    "LayoutDimension": {"widthAnchor", "heightAnchor"},
}


def check_examples(kind, decls):
    for decl in decls:
        named = set(re.findall(r"\b[a-zA-Z]+Anchor\b", decl.doc))
        wrong = named - ANCHOR_NAMES[kind.type]
        if wrong:
            sys.exit(f"generate-operators: the {kind.type} example names {sorted(wrong)}: {decl.doc}")
    return decls


def files():
    """Relative path under Modules/Anchors -> (header comment, body)."""
    result = {}
    for kind in KINDS:
        result[f"Operators/{kind.file}+Relations.swift"] = (
            f"{kind.header}\n// {ONE_CONSTRAINT}", sections((None, check_examples(kind, anchor_relations(kind)))))
        result[f"Expressions/{kind.file}+Arithmetic.swift"] = (
            f"Arithmetic on {kind.plural}: the right side of a relation, as `anchor * multiplier + constant`.\n"
            f"// {CONCRETE}", sections((None, check_examples(kind, anchor_arithmetic(kind)))))
    result["Composite/AnchorPair+Relations.swift"] = (
        "Relations between pairs of anchors, each making a `ConstraintPair`. Written out for each kind of\n"
        "// pair (no generic operators: they slow the type checker down).",
        sections(*((f"{pair.name.capitalize()} anchors", pair_relations(pair)) for pair in PAIRS)))
    result["Composite/Composite+Arithmetic.swift"] = (
        "A constant on a composite anchor: `container.horizontalAnchors + 10`, `container.edgeAnchors + insets`.\n"
        "// On edge pairs and edges the constant is an inset (see `AnchorPair`); on center and size pairs it is\n"
        "// added to both anchors. Constants are `CGFloat` or `Int`, as on single anchors.",
        sections(*[(None, pair_arithmetic(pair)) for pair in PAIRS], (None, edge_arithmetic())))
    result["Composite/EdgeAnchors+Relations.swift"] = (
        "Relations between edges, each making a `ConstraintGroup`: insets, not shifts (see `EdgeAnchors`).",
        sections((None, edge_relations())))
    result["Formulas/ConstraintTerm+Operators.swift"] = (
        "SwiftyLayout's operators on `ConstraintTerm` (see its reference table): arithmetic with a constant,\n"
        "// and relations between terms or with a constant, each making one constraint. Constants are\n"
        "// `CGFloat` or `Int` (literals and `Double` values convert implicitly).",
        sections(("Arithmetic", term_arithmetic()), ("Relations", term_relations())))
    return result


def source(header, body):
    return (
        f"// Generated by {SCRIPT} from its tables: do not edit; change the script and run it.\n\n"
        f"import Foundation\nimport LayoutCore\n\n// {header}\n\n{body}"
    )


def swift_format(text):
    """The text as `swift format` writes it with the repository's configuration."""
    tool = shutil.which("swift")
    if tool is None:
        sys.exit("generate-operators: `swift` is not on PATH (needed for `swift format`)")
    done = subprocess.run(
        [tool, "format", "format", "--configuration", str(ROOT / ".swift-format")],
        input=text, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"generate-operators: swift format failed:\n{done.stderr}")
    return done.stdout


def main(argv):
    check = "--check" in argv
    stale = []
    for relative, (header, body) in sorted(files().items()):
        path = MODULE / relative
        wanted = swift_format(source(header, body))
        current = path.read_text() if path.exists() else ""
        if current == wanted:
            continue
        if check:
            stale.append(relative)
            diff = difflib.unified_diff(
                current.splitlines(keepends=True), wanted.splitlines(keepends=True),
                f"Modules/Anchors/{relative} (in the tree)", f"Modules/Anchors/{relative} (generated)")
            sys.stdout.writelines(list(diff)[:60])
        else:
            path.write_text(wanted)
            print(f"wrote Modules/Anchors/{relative}")
    if stale:
        print(f"\ngenerate-operators: {len(stale)} file(s) differ from {SCRIPT}'s output; run it and commit.",
              file=sys.stderr)
        return 1
    if check:
        print(f"generate-operators: the {len(files())} generated operator files match {SCRIPT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
