import Anchors
import FixFlexKit
import FlexKit
import Foundation
import LayoutCore
import StackKit
import VisualRows

/// `benchmarks dsl --growth [N,N,...]`: a column of N labels written with each DSL (the hard case of a
/// list: every label below the one above, as one long chain), built and laid out once, per label and
/// the growth of the whole from the size before (x10 per x10 when linear), beside the floor. A DSL
/// whose cost per label grows with N is quadratic somewhere.
extension DSLBenchmarks {
    /// One way of writing the column: `build` makes it under a 375-wide root, then the root is laid out
    /// (by FlexKit's `flex.layout` when `laysOutWithFlex`, else by `layoutIfNeeded`).
    struct GrowthColumn {
        var name: String
        var laysOutWithFlex = false
        var build: (LayoutView, [Label]) -> Void
    }

    /// The ways of writing the column.
    static var growthColumns: [GrowthColumn] {
        [
            GrowthColumn(name: "anchors") { root, labels in
                for label in labels { root.addSubview(label) }
                var above = root.topAnchor
                for label in labels {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
                    label.topAnchor.constraint(equalTo: above, constant: 4).isActive = true
                    above = label.bottomAnchor
                }
            },
            GrowthColumn(name: "Anchors operators") { root, labels in
                for label in labels { root.addSubview(label) }
                var above = root.topAnchor
                for label in labels {
                    label.leadingAnchor == root.leadingAnchor + 8
                    label.topAnchor == above + 4
                    above = label.bottomAnchor
                }
            },
            GrowthColumn(name: "VisualRows") { root, labels in
                for label in labels { root.addSubview(label) }
                _ = root.tl.layoutConstraints {
                    for label in labels {
                        4
                        |--8 -- label
                    }
                }
            },
            GrowthColumn(name: "FixFlexKit") { root, labels in
                for label in labels { root.addSubview(label) }
                var intents: [SizingIntent] = []
                for label in labels {
                    intents.append(Fix(4))
                    intents.append(Flex(label))
                }
                root.fx.vstack(endOffset: nil, intents)
                for label in labels { root.fx.hstack(endOffset: nil, Fix(8), Flex(label)) }
            },
            GrowthColumn(name: "StackKit, fill") { root, labels in
                let stack = StackView(arrangedSubviews: labels)
                stack.axis = .vertical
                stack.spacing = 4
                root.addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.leadingAnchor == root.leadingAnchor + 8
                stack.trailingAnchor == root.trailingAnchor - 8
                stack.topAnchor == root.topAnchor + 4
            },
            GrowthColumn(name: "StackKit, leading") { root, labels in
                let stack = StackView(arrangedSubviews: labels)
                stack.axis = .vertical
                stack.alignment = .leading
                stack.spacing = 4
                root.addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.leadingAnchor == root.leadingAnchor + 8
                stack.topAnchor == root.topAnchor + 4
            },
            GrowthColumn(name: "FlexKit view.flex", laysOutWithFlex: true) { root, labels in
                root.flex.padding(4, 8, 0, 8).define { flex in
                    for label in labels { flex.addItem(label).marginBottom(4).alignSelf(.start) }
                }
            },
        ]
    }

    /// Builds and lays out one column of `count` labels written as `column` says.
    static func buildGrowthColumn(_ column: GrowthColumn, count: Int) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let labels = (0..<count).map { Label(text: "Label \($0)") }
        column.build(root, labels)
        if column.laysOutWithFlex {
            root.flex.layout(mode: .adjustHeight)
        } else {
            root.layoutIfNeeded()
        }
    }

    /// The floor: the same labels placed by frame arithmetic.
    static func buildGrowthFloor(count: Int) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        var y: CGFloat = 0
        for index in 0..<count {
            let label = Label(text: "Label \(index)")
            root.addSubview(label)
            let size = label.intrinsicContentSize
            y += 4
            label.frame = CGRect(x: 8, y: y, width: size.width, height: size.height)
            y += size.height
        }
    }

    /// Prints build + first layout per label for each column and size, with the growth from the size
    /// before.
    static func runGrowth(counts: [Int]) {
        print("\nA column of N labels, each below the one above (build + first layout, per label)\n")
        var rows: [[String]] = []
        // (Made once: the list is built anew on each read, which the timed runs must not pay for.)
        let columns = growthColumns
        for index in -1..<columns.count {
            var previous: (count: Int, perLabel: Double)?
            var exponent = 0.0
            for count in counts {
                let name = index < 0 ? "floor" : columns[index].name
                // A size predicted to take over a minute (from the growth so far) is skipped.
                if let previous,
                    previous.perLabel * Double(count) * pow(Double(count) / Double(previous.count), exponent) > 60
                {
                    rows.append([name, "\(count)", "skipped: predicted over a minute", "", ""])
                    continue
                }
                let runs = count >= 10_000 ? 1 : (count >= 1000 ? 3 : 7)
                let seconds = Harness.median(runs: runs, warmup: count >= 10_000 ? 0 : 1) {
                    if index < 0 {
                        buildGrowthFloor(count: count)
                    } else {
                        buildGrowthColumn(columns[index], count: count)
                    }
                }
                let perLabel = seconds / Double(count)
                var growth = ""
                if let previous {
                    let ratio = perLabel / previous.perLabel
                    growth = String(format: "x%.1f", ratio * Double(count) / Double(previous.count))
                    exponent = max(0, log(ratio) / log(Double(count) / Double(previous.count)))
                }
                rows.append([name, "\(count)", Harness.format(seconds), Harness.format(perLabel), growth])
                previous = (count, perLabel)
            }
        }
        Harness.printTable(["written with", "labels", "build + first", "per label", "growth"], rows)
    }
}
