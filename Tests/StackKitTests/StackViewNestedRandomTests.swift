import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Random trees of nested stacks with every option (all distributions and alignments, negative and
/// system spacing, custom spacing, hidden views, margins, baselines, stacks too small for their
/// views): built twice, a tree lies the same.
///
/// With `STACKKIT_FRAME_DUMP=path` in the environment the test instead writes the first layout's
/// frames of `STACKKIT_FRAME_DUMP_SEEDS` trees (1,500 by default) to `path`, so that two builds of
/// StackKit can be compared frame by frame (`diff`).
final class StackViewNestedRandomTests: XCTestCase {
    static func makeTree(_ random: inout SeededRandom, depth: Int, views: inout [LayoutView]) -> StackView {
        let stack = StackView()
        stack.axis = random.below(2) == 0 ? .horizontal : .vertical
        stack.distribution = StackView.Distribution.allCases[random.below(5)]
        stack.alignment = StackView.Alignment.allCases[random.below(6)]
        let spacings: [CGFloat] = [0, 2, 5, 8, -3, StackView.spacingUseSystem]
        stack.spacing = spacings[random.below(spacings.count)]
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = random.below(3) == 0
        stack.isBaselineRelativeArrangement = random.below(4) == 0
        views.append(stack)
        for _ in 0..<(1 + random.below(5)) {
            let child: LayoutView
            if depth < 3 && random.below(3) == 0 {
                child = makeTree(&random, depth: depth + 1, views: &views)
            } else {
                child = SizedView("v\(views.count)", CGFloat(3 + random.below(40)), CGFloat(3 + random.below(40)))
                views.append(child)
            }
            child.isHidden = random.below(5) == 0
            stack.addArrangedSubview(child)
            if random.below(4) == 0 { stack.setCustomSpacing(CGFloat(random.below(12)) - 2, after: child) }
        }
        return stack
    }

    static func frames(_ views: [LayoutView]) -> String {
        views.map { view in
            let f = view.frame
            return String(format: "%.3f %.3f %.3f %.3f", f.minX, f.minY, f.width, f.height)
        }.joined(separator: " | ")
    }

    /// Builds and lays out tree `seed`; its frames.
    static func layOut(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        var views: [LayoutView] = []
        let stack = makeTree(&random, depth: 0, views: &views)
        let root = makeRoot(stack, rootSize: CGSize(width: 600, height: 600))
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        if random.below(2) == 0 {
            stack.widthAnchor.constraint(equalToConstant: CGFloat(20 + random.below(300))).isActive = true
        }
        if random.below(2) == 0 {
            stack.heightAnchor.constraint(equalToConstant: CGFloat(20 + random.below(300))).isActive = true
        }
        root.layoutIfNeeded()
        return frames(views)
    }

    func testTheSameTreeBuiltTwiceLiesTheSame() throws {
        var dump = ""
        let environment = ProcessInfo.processInfo.environment
        let dumpPath = environment["STACKKIT_FRAME_DUMP"]
        let count = dumpPath == nil ? 100 : UInt64(environment["STACKKIT_FRAME_DUMP_SEEDS"] ?? "") ?? 1500
        for seed in UInt64(1)...count {
            let first = Self.layOut(seed: seed)
            dump += "\(seed): \(first)\n"
            if dumpPath != nil { continue }
            let second = Self.layOut(seed: seed)
            if second != first { XCTFail("seed \(seed): \(second) built again, \(first) before") }
        }
        if let dumpPath {
            try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        }
    }
}
