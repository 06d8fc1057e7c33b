import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Random stacks of views with fixed intrinsic sizes, every axis, distribution (but equal centering),
/// alignment (but baselines), spacing, custom spacing, hidden views and margins, free or of a fixed
/// length along and across the axis, laid out where a direct computation of `UIStackView`'s
/// documented rules puts them.
final class StackViewReferenceModelTests: XCTestCase {
    /// One random stack and what the model needs of it.
    struct Case {
        var axis: LayoutAxis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var spacing: CGFloat
        var marginsRelative: Bool
        /// Intrinsic (main, cross) lengths, hidden flags and custom spacings of the views.
        var sizes: [(main: CGFloat, cross: CGFloat)]
        var hidden: [Bool]
        var custom: [CGFloat?]
        /// Extra room along and across the axis beyond the content's, or nil for a stack that hugs it.
        var mainExtra: CGFloat?
        var crossExtra: CGFloat?
    }

    static let margins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    static func makeCase(seed: UInt64) -> Case {
        var random = SeededRandom(seed: seed)
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing]
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]
        let count = 1 + random.below(6)
        var sizes: [(main: CGFloat, cross: CGFloat)] = []
        var hidden: [Bool] = []
        var custom: [CGFloat?] = []
        for _ in 0..<count {
            sizes.append((CGFloat(5 + random.below(36)), CGFloat(2 * (3 + random.below(18)))))
            hidden.append(random.below(4) == 0)
            custom.append(random.below(3) == 0 ? CGFloat(random.below(12)) : nil)
        }
        if !hidden.contains(false) { hidden[random.below(count)] = false }
        return Case(
            axis: random.below(2) == 0 ? .horizontal : .vertical,
            distribution: distributions[random.below(distributions.count)],
            alignment: alignments[random.below(alignments.count)],
            spacing: CGFloat(random.below(11)), marginsRelative: random.below(2) == 0, sizes: sizes,
            hidden: hidden, custom: custom,
            mainExtra: random.below(2) == 0 ? nil : CGFloat(random.below(30)),
            crossExtra: random.below(2) == 0 ? nil : CGFloat(2 * random.below(15)))
    }

    /// The frames of the visible views (main start, main length, cross start, cross length, in the
    /// canvas) and the stack's (main, cross) size, by the rules alone.
    static func model(_ c: Case) -> (views: [Int: [CGFloat]], size: (CGFloat, CGFloat), mainLength: CGFloat?) {
        let visible = c.hidden.indices.filter { !c.hidden[$0] }
        let gaps = visible.dropLast().map { c.custom[$0] ?? c.spacing }
        let naturals = visible.map { c.sizes[$0].main }
        let gapSum = gaps.reduce(0, +)
        var lengths = naturals
        var gapsUsed = gaps
        switch c.distribution {
        case .fillEqually: lengths = naturals.map { _ in naturals.max()! }
        case .equalSpacing: gapsUsed = gaps.map { _ in gaps.max()! }
        case .fill, .fillProportionally, .equalCentering: break
        }
        let natural = lengths.reduce(0, +) + gapsUsed.reduce(0, +)
        var fixed: CGFloat?
        if let extra = c.mainExtra {
            // An extra room each distribution shares in whole points.
            switch c.distribution {
            case .fill: fixed = natural + extra
            case .fillEqually:
                let unit = naturals.max()! + (extra / 3).rounded(.down)
                lengths = naturals.map { _ in unit }
                fixed = unit * CGFloat(naturals.count) + gapSum
            case .fillProportionally:
                lengths = naturals.map { 2 * $0 }
                fixed = 2 * naturals.reduce(0, +) + gapSum
            case .equalSpacing:
                if gaps.isEmpty {
                    fixed = natural + extra
                    lengths[0] += extra
                } else {
                    let unit = gaps.max()! + (extra / 3).rounded(.down)
                    gapsUsed = gaps.map { _ in unit }
                    fixed = naturals.reduce(0, +) + unit * CGFloat(gaps.count)
                }
            case .equalCentering: break
            }
            if let total = fixed, c.distribution == .fill {
                lengths[lengths.count - 1] += total - natural
            }
        }
        let crossMax = visible.map { c.sizes[$0].cross }.max()!
        let cross = crossMax + (c.crossExtra ?? 0)
        var views: [Int: [CGFloat]] = [:]
        var position: CGFloat = 0
        for (k, index) in visible.enumerated() {
            let own = c.sizes[index].cross
            let across: [CGFloat]
            switch c.alignment {
            case .leading: across = [0, own]
            case .trailing: across = [cross - own, own]
            case .center: across = [(cross - own) / 2, own]
            default: across = [0, cross]
            }
            views[index] = [position, lengths[k]] + across
            position += lengths[k] + (k < gapsUsed.count ? gapsUsed[k] : 0)
        }
        return (views, (position, cross), fixed)
    }

    /// Lays the case out; the first difference from the model, or nil.
    static func difference(_ c: Case) -> String? {
        let stack = StackView()
        stack.axis = c.axis
        stack.distribution = c.distribution
        stack.alignment = c.alignment
        stack.spacing = c.spacing
        stack.layoutMargins = margins
        stack.isLayoutMarginsRelativeArrangement = c.marginsRelative
        let horizontal = c.axis == .horizontal
        let views = c.sizes.enumerated().map { index, size in
            SizedView("v\(index)", horizontal ? size.main : size.cross, horizontal ? size.cross : size.main)
        }
        for (index, view) in views.enumerated() {
            view.isHidden = c.hidden[index]
            stack.addArrangedSubview(view)
            if let value = c.custom[index] { stack.setCustomSpacing(value, after: view) }
        }
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        let expected = model(c)
        let inset = c.marginsRelative ? margins : EdgeInsets(all: 0)
        let (mainInset, crossInset) =
            horizontal
            ? (inset.left + inset.right, inset.top + inset.bottom)
            : (inset.top + inset.bottom, inset.left + inset.right)
        if let length = expected.mainLength {
            let dimension = horizontal ? stack.widthAnchor : stack.heightAnchor
            dimension.constraint(equalToConstant: length + mainInset).isActive = true
        }
        if c.crossExtra != nil {
            let dimension = horizontal ? stack.heightAnchor : stack.widthAnchor
            dimension.constraint(equalToConstant: expected.size.1 + crossInset).isActive = true
        }
        root.layoutIfNeeded()
        let size = horizontal ? stack.frame.size : CGSize(width: stack.frame.height, height: stack.frame.width)
        if abs(size.width - expected.size.0 - mainInset) > 0.001
            || abs(size.height - expected.size.1 - crossInset) > 0.001
        {
            return "stack \(size) vs \(expected.size) and insets"
        }
        for (index, view) in views.enumerated() where !c.hidden[index] {
            let f = view.frame
            let actual =
                horizontal
                ? [f.minX - inset.left, f.width, f.minY - inset.top, f.height]
                : [f.minY - inset.top, f.height, f.minX - inset.left, f.width]
            let want = expected.views[index]!
            if zip(actual, want).contains(where: { abs($0 - $1) > 0.501 }) {
                return "v\(index): \(actual) vs \(want)"
            }
        }
        return nil
    }

    func testRandomStacksLieWhereTheRulesPutThem() {
        for seed in UInt64(1)...3000 {
            let c = Self.makeCase(seed: seed)
            if let difference = Self.difference(c) {
                XCTFail("seed \(seed): \(difference) in \(c)")
            }
        }
    }
}
