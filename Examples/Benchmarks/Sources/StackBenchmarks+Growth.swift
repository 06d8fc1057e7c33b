import Foundation
import LayoutCore
import StackKit

/// The growth workloads of `benchmarks stack`: one StackView of N arranged labels, and the same column
/// in a ScrollingStackView (a vertical chain inside a ScrollView), at 100, 1,000 and 10,000 labels,
/// beside the floor (the labels placed by frame arithmetic). Linear means the same cost per label at
/// every size: a growth of x10 per x10.
extension StackBenchmarks {
    /// Where the column of labels is.
    enum Column: String, CaseIterable {
        case stack = "StackView of N labels"
        case scroll = "ScrollingStackView of N labels"
    }

    /// A root 375 by 800 holding the column, its labels added one by one (`addArrangedSubview`).
    static func makeColumn(_ column: Column, count: Int) -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: FeedCell.width, height: 800))
        let host: LayoutView
        let stack: StackView
        switch column {
        case .stack:
            stack = StackView()
            stack.axis = .vertical
            stack.spacing = 4
            host = stack
        case .scroll:
            let scroll = ScrollingStackView()
            scroll.stackView.spacing = 4
            stack = scroll.stackView
            host = scroll
        }
        root.addSubview(host)
        host.translatesAutoresizingMaskIntoConstraints = false
        var pins = [
            host.topAnchor.constraint(equalTo: root.topAnchor),
            host.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        if column == .scroll { pins.append(host.bottomAnchor.constraint(equalTo: root.bottomAnchor)) }
        LayoutConstraint.activate(pins)
        for index in 0..<count { stack.addArrangedSubview(FeedCell.label("row \(index)")) }
        return root
    }

    /// The floor: the same labels in a view, placed top to bottom by frame arithmetic.
    struct ManualColumn {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: FeedCell.width, height: 800))
        let labels: [Label]

        init(count: Int) {
            labels = (0..<count).map { FeedCell.label("row \($0)") }
            for label in labels { root.addSubview(label) }
        }

        func layout() {
            var y: CGFloat = 0
            for label in labels {
                let height = label.intrinsicContentSize.height
                label.frame = CGRect(x: 0, y: y, width: FeedCell.width, height: height)
                y += height + 4
            }
        }
    }

    /// Prints, for each column and size: build + first layout and first layout beside the floor's,
    /// the cost per label, and the growth from the size before. A size whose time the sizes before
    /// predict over a minute is skipped (growing as the last two sizes did, or as the cube after the
    /// first, as columns in one tableau do).
    static func runGrowth(counts: [Int] = [100, 1000, 10_000]) {
        for column in Column.allCases {
            print("\n\(column.rawValue) (labels added one by one, spacing 4, 375 wide)\n")
            var rows: [[String]] = []
            var previous: (count: Int, seconds: Double)?
            var exponent = 3.0
            for count in counts {
                if let previous, previous.seconds * pow(Double(count) / Double(previous.count), exponent) > 60 {
                    rows.append(["\(count)", "skipped: predicted over a minute", "", "", "", "", "", "", ""])
                    continue
                }
                let runs = count >= 10_000 ? 1 : (count >= 1000 ? 3 : 7)
                let build = Harness.median(runs: runs, warmup: count >= 10_000 ? 0 : 1) {
                    let root = makeColumn(column, count: count)
                    root.layoutIfNeeded()
                }
                let floorBuild = Harness.median(runs: runs) {
                    let manual = ManualColumn(count: count)
                    manual.layout()
                }
                let first = Harness.median(
                    runs: runs, setup: { makeColumn(column, count: count) }, { root in root.layoutIfNeeded() })
                let floor = Harness.median(runs: runs, setup: { ManualColumn(count: count) }, { $0.layout() })
                let growth = previous.map { String(format: "x%.1f", build / $0.seconds) } ?? ""
                if let previous {
                    exponent = max(1, log(build / previous.seconds) / log(Double(count) / Double(previous.count)))
                }
                previous = (count, build)
                rows.append([
                    "\(count)", Harness.format(build), Harness.format(floorBuild),
                    String(format: "%.1fx", build / floorBuild), Harness.format(first), Harness.format(floor),
                    String(format: "%.1fx", first / floor), Harness.format(build / Double(count)), growth,
                ])
            }
            Harness.printTable(
                [
                    "labels", "build+first", "floor", "ratio", "first layout", "floor", "ratio",
                    "per label (build+first)",
                    "growth",
                ], rows)
        }
    }
}
