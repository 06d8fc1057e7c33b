import FlexKit
import LayoutTestSupport
import XCTest

/// Random flex view trees, changed after a first layout: the relayout must give the frames a fresh tree
/// with the same calls gives (the view layer's mirroring into the engine only redoes what changed).
final class FlexIncrementalTests: XCTestCase {
    /// One node of a random tree: the indices of the calls made on its flex, and its items.
    private struct Spec {
        var calls: [Int]
        var text: String?
        var items: [Spec]
    }

    /// The calls a test may make, by index.
    private static let calls: [@Sendable (Flex) -> Void] = [
        { $0.direction(.row) }, { $0.direction(.column) }, { $0.direction(.rowReverse) },
        { $0.wrap(.wrap) }, { $0.wrap(.noWrap) }, { $0.justifyContent(.spaceBetween) },
        { $0.justifyContent(.center) }, { $0.alignItems(.center) }, { $0.alignItems(.end) },
        { $0.alignSelf(.start) }, { $0.alignContent(.spaceAround) }, { $0.grow(1) }, { $0.grow(2) },
        { $0.shrink(1) }, { $0.basis(40) }, { $0.basis(30%) }, { $0.width(60) }, { $0.width(40%) },
        { $0.width(nil) }, { $0.height(30) }, { $0.height(25%) }, { $0.minWidth(20) }, { $0.maxWidth(120) },
        { $0.margin(4) }, { $0.marginTop(6) }, { $0.marginStart(5%) }, { $0.padding(5) },
        { $0.paddingHorizontal(7) }, { $0.gap(3) }, { $0.position(.absolute).top(5).start(10) },
        { $0.position(.relative) }, { $0.display(.none) }, { $0.display(.flex) }, { $0.aspectRatio(2) },
        { $0.aspectRatio(nil) }, { $0.isIncludedInLayout(false) }, { $0.isIncludedInLayout(true) },
        { $0.layoutDirection(.rtl) }, { $0.layoutDirection(.inherit) },
    ]

    private func randomSpec(_ g: inout SeededRandom, depth: Int) -> Spec {
        let calls = (0..<Int.random(in: 0...3, using: &g)).map { _ in Int.random(in: 0..<Self.calls.count, using: &g) }
        let count = depth < 3 ? Int.random(in: 0...4, using: &g) : 0
        let text =
            count == 0 && Bool.random(using: &g)
            ? ["a", "some words here", "a longer label that wraps"].randomElement(using: &g) : nil
        return Spec(calls: calls, text: text, items: (0..<count).map { _ in randomSpec(&g, depth: depth + 1) })
    }

    /// Builds the tree a spec describes, making each view's calls once it is an item (as the live tree's
    /// later calls are made): `addItem` includes a view again, so the order matters.
    private func build(_ spec: Spec, in parent: Flex? = nil) -> LayoutView {
        let view: LayoutView
        if let text = spec.text {
            let label = Label(text: text)
            label.numberOfLines = 0
            view = label
        } else {
            view = LayoutView()
        }
        parent?.addItem(view)
        for call in spec.calls { Self.calls[call](view.flex) }
        for item in spec.items { _ = build(item, in: view.flex) }
        return view
    }

    /// The frames of the views the layout places (excluded views keep whatever frame they had).
    private func frames(_ view: LayoutView, _ path: String = "root") -> [String: CGRect] {
        var result = [path: view.frame]
        for (index, subview) in view.subviews.enumerated() where subview.flex.isIncludedInLayout {
            result.merge(frames(subview, path + "/\(index)")) { first, _ in first }
        }
        return result
    }

    private func view(at path: [Int], in root: LayoutView) -> LayoutView {
        path.reduce(root) { $0.subviews[$1] }
    }

    private func paths(_ spec: Spec, _ prefix: [Int] = []) -> [[Int]] {
        [prefix] + spec.items.enumerated().flatMap { paths($1, prefix + [$0]) }
    }

    private func append(_ call: Int, at path: [Int], in spec: inout Spec) {
        if let first = path.first {
            append(call, at: Array(path.dropFirst()), in: &spec.items[first])
        } else {
            spec.calls.append(call)
        }
    }

    private func layOut(_ root: LayoutView) {
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        root.flex.layout()
    }

    /// Shrunk from a random tree: `c`'s only subview is excluded, so `c` is a leaf, measured; a plain
    /// view's `sizeThatFits` answers its current size, so each relayout grew `c` by its padding (10, then
    /// 20, then 30) while a fresh tree gives 10. The frames are Yoga's: `c` is its padding (10 tall); `e`
    /// is measured with `f`'s 25% taken of `b`'s 30 (7.5), so 4 + 20.5 + 4 + 7.5 = 36, where `f` is 25% of
    /// 36 = 9 below the label's 20.5 and margins; neither item shrinks (Yoga's shrink is 0), so `e` overflows.
    func testAPlainLeafWithExcludedSubviewsMeasuresTheSameAtEveryLayout() {
        func make() -> (root: LayoutView, views: [LayoutView]) {
            let root = LayoutView()
            root.displayScale = 2
            let (a, b, c, d, e, f) = (
                LayoutView(), LayoutView(), LayoutView(), LayoutView(), LayoutView(), LayoutView()
            )
            let label = Label(text: "some words here")
            label.numberOfLines = 0
            root.flex.addItem(a)
            root.flex.addItem(b).height(30)
            b.flex.addItem(c).addItem(d).isIncludedInLayout(false)
            b.flex.addItem(e)
            e.flex.addItem(label)
            e.flex.addItem(f).height(25%)
            return (root, [a, b, c, e, label, f])
        }
        let expected = [
            CGRect(x: 0, y: 0, width: 320, height: 0), CGRect(x: 0, y: 0, width: 320, height: 30),
            CGRect(x: 0, y: 0, width: 320, height: 10), CGRect(x: 0, y: 10, width: 320, height: 36),
            CGRect(x: 4, y: 4, width: 312, height: 20.5), CGRect(x: 0, y: 28.5, width: 320, height: 9),
        ]
        let live = make()
        layOut(live.root)
        live.views[2].flex.padding(5)
        layOut(live.root)
        live.views[4].flex.margin(4)
        layOut(live.root)
        XCTAssertEqual(live.views.map(\.frame), expected)
        layOut(live.root)
        XCTAssertEqual(live.views.map(\.frame), expected, "a relayout without changes")
        let fresh = make()
        fresh.views[2].flex.padding(5)
        fresh.views[4].flex.margin(4)
        layOut(fresh.root)
        XCTAssertEqual(fresh.views.map(\.frame), expected, "a fresh tree")
    }

    func testRelayoutEqualsAFreshLayout() {
        var g = SeededRandom(seed: 2026)
        for round in 0..<150 {
            var spec = randomSpec(&g, depth: 0)
            let live = build(spec)
            live.displayScale = 2
            layOut(live)
            for step in 0..<4 {
                let allPaths = paths(spec)
                let path = allPaths[Int.random(in: 0..<allPaths.count, using: &g)]
                let call = Int.random(in: 0..<Self.calls.count, using: &g)
                Self.calls[call](view(at: path, in: live).flex)
                append(call, at: path, in: &spec)
                layOut(live)
                let fresh = build(spec)
                fresh.displayScale = 2
                layOut(fresh)
                let (a, b) = (frames(live), frames(fresh))
                let differing = a.keys.filter { a[$0] != b[$0] }.sorted()
                XCTAssertEqual(
                    differing, [],
                    "round \(round), step \(step): "
                        + differing.map { "\($0): \(a[$0]!) vs \(b[$0].map { "\($0)" } ?? "-")" }.joined(
                            separator: "; "))
            }
        }
    }
}
