import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Random edits of a stack, with layouts at random points between them (so that some edits reach a
/// stack that has its constraints and change them in place, and others wait for the update pass),
/// end where a stack built from scratch in the final state does: every visible view in the same
/// frame, and the stack the same size.
final class StackViewUpdatePassRandomTests: XCTestCase {
    /// One edit of the stack.
    enum Step: CustomStringConvertible {
        case add(width: CGFloat, height: CGFloat)
        case insert(at: Int, width: CGFloat, height: CGFloat)
        case remove(Int)
        case toggleHidden(Int)
        case customSpacing(after: Int, CGFloat)
        case axis(LayoutAxis)
        case alignment(StackView.Alignment)
        case distribution(StackView.Distribution)
        case spacing(CGFloat)
        case marginsRelative(Bool)
        case layout

        var description: String {
            switch self {
            case .add(let width, let height): return "add(\(width)x\(height))"
            case .insert(let index, let width, let height): return "insert(\(index), \(width)x\(height))"
            case .remove(let index): return "remove(\(index))"
            case .toggleHidden(let index): return "toggleHidden(\(index))"
            case .customSpacing(let index, let value): return "customSpacing(after: \(index), \(value))"
            case .axis(let axis): return "axis(\(axis))"
            case .alignment(let alignment): return "alignment(\(alignment))"
            case .distribution(let distribution): return "distribution(\(distribution))"
            case .spacing(let value): return "spacing(\(value))"
            case .marginsRelative(let on): return "marginsRelative(\(on))"
            case .layout: return "layout"
            }
        }
    }

    /// The final state a run leaves, to build again from scratch.
    struct Arranged {
        var name: String
        var size: CGSize
        var hidden: Bool
        var customSpacing: CGFloat?
    }

    static func steps(seed: UInt64) -> [Step] {
        var random = SeededRandom(seed: seed)
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .equalSpacing]
        func size() -> (CGFloat, CGFloat) { (CGFloat(5 + random.below(36)), CGFloat(5 + random.below(36))) }
        var steps: [Step] = []
        for _ in 0..<(6 + random.below(14)) {
            switch random.below(11) {
            case 0, 1:
                let (width, height) = size()
                steps.append(.add(width: width, height: height))
            case 2:
                let (width, height) = size()
                steps.append(.insert(at: random.below(6), width: width, height: height))
            case 3: steps.append(.remove(random.below(6)))
            case 4: steps.append(.toggleHidden(random.below(6)))
            case 5: steps.append(.customSpacing(after: random.below(6), CGFloat(random.below(12))))
            case 6: steps.append(.axis(random.below(2) == 0 ? .horizontal : .vertical))
            case 7: steps.append(.alignment(alignments[random.below(alignments.count)]))
            case 8: steps.append(.distribution(distributions[random.below(distributions.count)]))
            case 9: steps.append(random.below(2) == 0 ? .spacing(CGFloat(random.below(10))) : .marginsRelative(true))
            default: steps.append(.layout)
            }
        }
        return steps
    }

    /// Runs `steps` on a stack, then builds the final state from scratch; a description of the first
    /// difference, or nil.
    static func difference(_ steps: [Step]) -> String? {
        let stack = StackView()
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        var arranged: [Arranged] = []
        var made = 0
        func view(_ index: Int) -> LayoutView? {
            arranged.isEmpty ? nil : stack.arrangedSubviews[index % arranged.count]
        }
        for step in steps {
            switch step {
            case .add(let width, let height), .insert(_, let width, let height):
                made += 1
                let name = "v\(made)"
                let view = SizedView(name, width, height)
                var index = arranged.count
                if case .insert(let at, _, _) = step { index = min(at, arranged.count) }
                stack.insertArrangedSubview(view, at: index)
                arranged.insert(
                    Arranged(name: name, size: CGSize(width: width, height: height), hidden: false), at: index)
            case .remove(let index):
                guard let view = view(index) else { continue }
                let position = index % arranged.count
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
                arranged.remove(at: position)
            case .toggleHidden(let index):
                guard let view = view(index) else { continue }
                view.isHidden.toggle()
                arranged[index % arranged.count].hidden = view.isHidden
            case .customSpacing(let index, let value):
                guard let view = view(index) else { continue }
                stack.setCustomSpacing(value, after: view)
                arranged[index % arranged.count].customSpacing = value
            case .axis(let axis): stack.axis = axis
            case .alignment(let alignment): stack.alignment = alignment
            case .distribution(let distribution): stack.distribution = distribution
            case .spacing(let value): stack.spacing = value
            case .marginsRelative(let on): stack.isLayoutMarginsRelativeArrangement = on
            case .layout: root.layoutIfNeeded()
            }
        }
        root.layoutIfNeeded()

        let fresh = StackView()
        fresh.layoutMargins = stack.layoutMargins
        fresh.axis = stack.axis
        fresh.alignment = stack.alignment
        fresh.distribution = stack.distribution
        fresh.spacing = stack.spacing
        fresh.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        // A stack that once arranged a view keeps its constraints when emptied (it collapses to its
        // margins); one that never did makes none, as in UIKit.
        if arranged.isEmpty && made > 0 {
            let gone = SizedView("gone", 1, 1)
            fresh.addArrangedSubview(gone)
            fresh.removeArrangedSubview(gone)
            gone.removeFromSuperview()
        }
        var freshViews: [LayoutView] = []
        for item in arranged {
            let view = SizedView(item.name, item.size.width, item.size.height)
            view.isHidden = item.hidden
            fresh.addArrangedSubview(view)
            freshViews.append(view)
        }
        for (item, view) in zip(arranged, freshViews) {
            if let value = item.customSpacing { fresh.setCustomSpacing(value, after: view) }
        }
        let freshRoot = makeRoot(fresh)
        fresh.translatesAutoresizingMaskIntoConstraints = false
        fresh.topAnchor.constraint(equalTo: freshRoot.topAnchor).isActive = true
        fresh.leftAnchor.constraint(equalTo: freshRoot.leftAnchor).isActive = true
        freshRoot.layoutIfNeeded()

        if fresh.frame.size != stack.frame.size {
            return "stack size \(describe(stack.frame)) vs \(describe(fresh.frame)) from scratch"
        }
        for (item, (edited, built)) in zip(arranged, zip(stack.arrangedSubviews, freshViews)) where !item.hidden {
            let (a, b) = (edited.frame, built.frame)
            let close =
                abs(a.minX - b.minX) <= 0.001 && abs(a.minY - b.minY) <= 0.001 && abs(a.width - b.width) <= 0.001
                && abs(a.height - b.height) <= 0.001
            if !close { return "\(item.name): \(describe(a)) vs \(describe(b)) from scratch" }
        }
        return nil
    }

    /// Drops steps one at a time while the difference stays.
    static func shrink(_ steps: [Step]) -> [Step] {
        var current = steps
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if difference(candidate) != nil {
                current = candidate
            } else {
                index += 1
            }
        }
        return current
    }

    func testRandomEditsEndWhereAStackBuiltFromScratchDoes() {
        for seed in UInt64(1)...300 {
            let steps = Self.steps(seed: seed)
            guard Self.difference(steps) != nil else { continue }
            let shrunk = Self.shrink(steps)
            XCTFail("seed \(seed): \(Self.difference(shrunk) ?? "") after \(shrunk)")
        }
    }
}
