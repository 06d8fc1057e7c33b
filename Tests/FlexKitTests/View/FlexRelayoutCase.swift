import FlexKit
import LayoutTestSupport
import XCTest

/// A random flex view tree and the calls made on its views after a first layout, with a relayout
/// after each: the relayout must give the frames a fresh tree built with the same calls gives. Shrinks
/// a differing case to one small enough to keep as a test.
struct FlexRelayoutCase: CustomStringConvertible {
    /// One view of the tree: the indices of the calls made on its flex, its label text, and its items.
    struct Spec {
        var calls: [Int]
        var text: String?
        var items: [Spec]
    }

    /// A call made on the view at `path` (item indices from the root) after the first layout.
    struct Step {
        var path: [Int]
        var call: Int
    }

    var spec: Spec
    var steps: [Step]

    /// The calls a case may make, by index, with the Swift they run.
    static let calls: [(name: String, apply: @Sendable (Flex) -> Void)] = [
        ("direction(.row)", { $0.direction(.row) }), ("direction(.column)", { $0.direction(.column) }),
        ("direction(.rowReverse)", { $0.direction(.rowReverse) }), ("wrap(.wrap)", { $0.wrap(.wrap) }),
        ("wrap(.noWrap)", { $0.wrap(.noWrap) }),
        ("justifyContent(.spaceBetween)", { $0.justifyContent(.spaceBetween) }),
        ("justifyContent(.center)", { $0.justifyContent(.center) }),
        ("alignItems(.center)", { $0.alignItems(.center) }),
        ("alignItems(.end)", { $0.alignItems(.end) }), ("alignSelf(.start)", { $0.alignSelf(.start) }),
        ("alignContent(.spaceAround)", { $0.alignContent(.spaceAround) }), ("grow(1)", { $0.grow(1) }),
        ("grow(2)", { $0.grow(2) }), ("shrink(1)", { $0.shrink(1) }), ("basis(40)", { $0.basis(40) }),
        ("basis(30%)", { $0.basis(30%) }), ("width(60)", { $0.width(60) }), ("width(40%)", { $0.width(40%) }),
        ("width(nil)", { $0.width(nil) }), ("height(30)", { $0.height(30) }), ("height(25%)", { $0.height(25%) }),
        ("minWidth(20)", { $0.minWidth(20) }), ("maxWidth(120)", { $0.maxWidth(120) }), ("margin(4)", { $0.margin(4) }),
        ("marginTop(6)", { $0.marginTop(6) }), ("marginStart(5%)", { $0.marginStart(5%) }),
        ("padding(5)", { $0.padding(5) }), ("paddingHorizontal(7)", { $0.paddingHorizontal(7) }),
        ("gap(3)", { $0.gap(3) }),
        ("position(.absolute).top(5).start(10)", { $0.position(.absolute).top(5).start(10) }),
        ("position(.relative)", { $0.position(.relative) }), ("display(.none)", { $0.display(.none) }),
        ("display(.flex)", { $0.display(.flex) }), ("aspectRatio(2)", { $0.aspectRatio(2) }),
        ("aspectRatio(nil)", { $0.aspectRatio(nil) }), ("isIncludedInLayout(false)", { $0.isIncludedInLayout(false) }),
        ("isIncludedInLayout(true)", { $0.isIncludedInLayout(true) }),
        ("layoutDirection(.rtl)", { $0.layoutDirection(.rtl) }),
        ("layoutDirection(.inherit)", { $0.layoutDirection(.inherit) }),
    ]

    /// A random case: a tree up to four levels deep, then `stepCount` calls on random views.
    static func random(_ g: inout SeededRandom, stepCount: Int = 4) -> FlexRelayoutCase {
        let spec = randomSpec(&g, depth: 0)
        let allPaths = paths(spec)
        let steps = (0..<stepCount).map { _ in
            Step(
                path: allPaths[Int.random(in: 0..<allPaths.count, using: &g)],
                call: Int.random(in: 0..<calls.count, using: &g))
        }
        return FlexRelayoutCase(spec: spec, steps: steps)
    }

    private static func randomSpec(_ g: inout SeededRandom, depth: Int) -> Spec {
        let made = (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: 0..<calls.count, using: &g) }
        let count = depth < 3 ? Int.random(in: 0...4, using: &g) : 0
        let text =
            count == 0 && Bool.random(using: &g)
            ? ["a", "some words here", "a longer label that wraps"].randomElement(using: &g) : nil
        return Spec(calls: made, text: text, items: (0..<count).map { _ in randomSpec(&g, depth: depth + 1) })
    }

    /// The paths of every view of `spec`, the root's (empty) first, in pre-order.
    static func paths(_ spec: Spec, _ prefix: [Int] = []) -> [[Int]] {
        [prefix] + spec.items.enumerated().flatMap { paths($1, prefix + [$0]) }
    }

    /// Builds the tree a spec describes, making each view's calls once it is an item (as the live tree's
    /// later calls are made): `addItem` includes a view again, so the order matters.
    static func build(_ spec: Spec, in parent: Flex? = nil) -> LayoutView {
        let view: LayoutView
        if let text = spec.text {
            let label = Label(text: text)
            label.numberOfLines = 0
            view = label
        } else {
            view = LayoutView()
        }
        parent?.addItem(view)
        for call in spec.calls { calls[call].apply(view.flex) }
        for item in spec.items { _ = build(item, in: view.flex) }
        return view
    }

    /// The frames of the views the layout places (excluded views keep whatever frame they had).
    static func frames(_ view: LayoutView, _ path: String = "root") -> [String: CGRect] {
        var result = [path: view.frame]
        for (index, subview) in view.subviews.enumerated() where subview.flex.isIncludedInLayout {
            result.merge(frames(subview, path + "/\(index)")) { first, _ in first }
        }
        return result
    }

    /// Lays a root out at 320 x 400 on a 2-pixel-per-point grid.
    static func layOut(_ root: LayoutView) {
        root.displayScale = 2
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        root.flex.layout()
    }

    /// The first step whose relayout differs from a fresh tree with the same calls, and the differing
    /// frames; nil when every relayout equals its fresh layout.
    func difference() -> String? {
        var current = spec
        let live = Self.build(current)
        Self.layOut(live)
        for (number, step) in steps.enumerated() {
            Self.calls[step.call].apply(step.path.reduce(live) { $0.subviews[$1] }.flex)
            Self.append(step.call, at: step.path[...], in: &current)
            Self.layOut(live)
            let fresh = Self.build(current)
            Self.layOut(fresh)
            let (a, b) = (Self.frames(live), Self.frames(fresh))
            let differing = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
            guard differing.isEmpty else {
                return "step \(number): "
                    + differing.map { "\($0): \(a[$0].map { "\($0)" } ?? "-") vs \(b[$0].map { "\($0)" } ?? "-")" }
                    .joined(separator: "; ")
            }
        }
        return nil
    }

    private static func append(_ call: Int, at path: ArraySlice<Int>, in spec: inout Spec) {
        if let first = path.first {
            append(call, at: path.dropFirst(), in: &spec.items[first])
        } else {
            spec.calls.append(call)
        }
    }

    /// The smallest case found by removing steps, views, calls and texts while the difference stays.
    func shrunk() -> FlexRelayoutCase {
        var best = self
        var progress = true
        while progress {
            progress = false
            for candidate in best.smallerCases() where candidate.difference() != nil {
                best = candidate
                progress = true
                break
            }
        }
        return best
    }

    /// Cases one removal smaller than this one.
    private func smallerCases() -> [FlexRelayoutCase] {
        var result: [FlexRelayoutCase] = []
        for index in steps.indices {
            var smaller = self
            smaller.steps.remove(at: index)
            result.append(smaller)
        }
        for path in Self.paths(spec).reversed() where !path.isEmpty {
            var smaller = self
            Self.modify(&smaller.spec, at: path.dropLast()) { $0.items.remove(at: path.last!) }
            smaller.steps = steps.compactMap { step in
                var step = step
                guard step.path.count >= path.count, Array(step.path.prefix(path.count - 1)) == Array(path.dropLast())
                else { return step }
                let index = path.count - 1
                if step.path[index] == path[index] { return nil }
                if step.path[index] > path[index] { step.path[index] -= 1 }
                return step
            }
            result.append(smaller)
        }
        for path in Self.paths(spec) {
            let node = path.reduce(spec) { $0.items[$1] }
            for index in node.calls.indices {
                var smaller = self
                Self.modify(&smaller.spec, at: path[...]) { $0.calls.remove(at: index) }
                result.append(smaller)
            }
            if node.text != nil {
                var smaller = self
                Self.modify(&smaller.spec, at: path[...]) { $0.text = nil }
                result.append(smaller)
            }
        }
        return result
    }

    private static func modify(_ spec: inout Spec, at path: ArraySlice<Int>, _ body: (inout Spec) -> Void) {
        if let first = path.first {
            modify(&spec.items[first], at: path.dropFirst(), body)
        } else {
            body(&spec)
        }
    }

    /// The tree as nested views with their calls, then the steps.
    var description: String {
        func lines(_ spec: Spec, _ path: [Int]) -> [String] {
            let kind = spec.text.map { "Label(\"\($0)\")" } ?? "LayoutView()"
            let calls = spec.calls.map { "." + Self.calls[$0].name }.joined()
            let name = "root" + path.map { "/\($0)" }.joined()
            return ["\(String(repeating: "  ", count: path.count))\(name): \(kind)\(calls)"]
                + spec.items.enumerated().flatMap { lines($1, path + [$0]) }
        }
        let stepLines = steps.map { step in
            "then root\(step.path.map { "/\($0)" }.joined()).flex.\(Self.calls[step.call].name), relayout"
        }
        return (lines(spec, []) + stepLines).joined(separator: "\n")
    }
}
