import FlexKit
import Foundation
import LayoutCore

/// A relayout case: a tree, an available size, and edits (pre-order index, new style or nil for
/// "mark dirty") applied with a relayout after each.
struct RelayoutCase {
    var root: FlexTreeFile.Node
    var width: Double?
    var height: Double?
    var edits: [(Int, FlexStyle?)]
    /// Compare layouts with and without monotone measurement reuse instead (no edits).
    var comparesReuse = false

    /// The differences between the incremental layout and a fresh layout of the final tree.
    func differencesFound() -> [String] {
        if comparesReuse {
            let file = RandomTrees.file(root)
            let plain = file.build()
            plain.tree.usesMonotoneMeasureCache = false
            plain.tree.calculateLayout(for: plain.root, width: width, height: height)
            let cached = file.build()
            cached.tree.calculateLayout(for: cached.root, width: width, height: height)
            return differences(frames(plain.tree, plain.nodes), frames(cached.tree, cached.nodes))
        }
        let file = RandomTrees.file(root)
        let incremental = file.build(into: FlexTree(config: RelayoutCase.config))
        incremental.tree.calculateLayout(for: incremental.root, width: width, height: height)
        for (index, style) in edits where index < incremental.nodes.count {
            if let style {
                incremental.tree.setStyle(style, for: incremental.nodes[index])
            } else {
                incremental.tree.markDirty(incremental.nodes[index])
            }
            incremental.tree.calculateLayout(for: incremental.root, width: width, height: height)
        }
        let fresh = file.build(into: FlexTree(config: RelayoutCase.config))
        for (index, style) in edits where index < fresh.nodes.count {
            if let style { fresh.tree.setStyle(style, for: fresh.nodes[index]) }
        }
        fresh.tree.calculateLayout(for: fresh.root, width: width, height: height)
        return differences(frames(incremental.tree, incremental.nodes), frames(fresh.tree, fresh.nodes))
    }

    var count: Int { flatten(root).count }

    /// Relayouts equal first layouts when definite bases are recomputed (see `FlexConfig`).
    static let config = FlexConfig(recomputesFlexBasis: true)

    /// Shrinks the case while it still fails: drops subtrees and edits, resets style properties.
    func shrunk() -> RelayoutCase {
        var best = self
        var progress = true
        while progress {
            progress = false
            for candidate in best.candidates() where !candidate.differencesFound().isEmpty {
                best = candidate
                progress = true
                break
            }
        }
        return best
    }

    private func candidates() -> [RelayoutCase] {
        var result: [RelayoutCase] = []
        let nodes = flatten(root)
        // Drop a subtree (renumbering the edits after it, dropping edits inside it).
        for index in stride(from: nodes.count - 1, to: 0, by: -1) {
            let size = flatten(nodes[index]).count
            var copy = self
            copy.root = removing(index, from: root)
            copy.edits = edits.compactMap { edit in
                if edit.0 >= index && edit.0 < index + size { return nil }
                return edit.0 >= index + size ? (edit.0 - size, edit.1) : edit
            }
            result.append(copy)
        }
        for index in edits.indices {
            var copy = self
            copy.edits.remove(at: index)
            result.append(copy)
        }
        // Reset one property of a node's style, or of an edit's style.
        for index in nodes.indices {
            for reset in FlexStyle.resets where reset(nodes[index].style) != nodes[index].style {
                var copy = self
                copy.root = updating(index, in: root) { $0.style = reset($0.style) }
                result.append(copy)
            }
            if nodes[index].measure != nil {
                var copy = self
                copy.root = updating(index, in: root) { $0.measure = nil }
                result.append(copy)
            }
        }
        for (position, edit) in edits.enumerated() {
            guard let style = edit.1 else { continue }
            for reset in FlexStyle.resets where reset(style) != style {
                var copy = self
                copy.edits[position].1 = reset(style)
                result.append(copy)
            }
        }
        return result
    }

    var description: String {
        let editText = edits.map { index, style in
            "\(index): "
                + (style.map {
                    FlexTreeFile.json(
                        for: FlexTreeFile.Node(path: "", style: $0, measure: nil, children: [], expected: nil),
                        defaults: .yoga
                    ).serialized()
                } ?? "dirty")
        }
        return "\(String(describing: width)) x \(String(describing: height)); edits \(editText)\n"
            + FlexTreeFile.json(for: root, defaults: .yoga).serialized(pretty: true)
    }
}

func flatten(_ node: FlexTreeFile.Node) -> [FlexTreeFile.Node] {
    [node] + node.children.flatMap(flatten)
}

/// The tree without the subtree at pre-order `index`.
func removing(_ index: Int, from root: FlexTreeFile.Node) -> FlexTreeFile.Node {
    var counter = 0
    func walk(_ node: FlexTreeFile.Node) -> FlexTreeFile.Node? {
        defer { counter += 0 }
        let mine = counter
        counter += 1
        if mine == index {
            counter += flatten(node).count - 1
            return nil
        }
        var copy = node
        copy.children = node.children.compactMap(walk)
        return copy
    }
    return walk(root)!
}

/// The tree with the node at pre-order `index` changed.
func updating(_ index: Int, in root: FlexTreeFile.Node, _ change: (inout FlexTreeFile.Node) -> Void)
    -> FlexTreeFile.Node
{
    var counter = 0
    func walk(_ node: FlexTreeFile.Node) -> FlexTreeFile.Node {
        var copy = node
        if counter == index { change(&copy) }
        counter += 1
        copy.children = node.children.map(walk)
        return copy
    }
    return walk(root)
}

extension FlexStyle {
    /// Functions that each reset one property to its default.
    static var resets: [(FlexStyle) -> FlexStyle] {
        let base = FlexStyle()
        func reset<T>(_ path: WritableKeyPath<FlexStyle, T>) -> (FlexStyle) -> FlexStyle {
            { style in
                var copy = style
                copy[keyPath: path] = base[keyPath: path]
                return copy
            }
        }
        var list: [(FlexStyle) -> FlexStyle] = [
            reset(\.direction), reset(\.flexDirection), reset(\.justifyContent), reset(\.alignContent),
            reset(\.alignItems), reset(\.alignSelf), reset(\.positionType), reset(\.flexWrap), reset(\.overflow),
            reset(\.display), reset(\.boxSizing), reset(\.flex), reset(\.flexGrow), reset(\.flexShrink),
            reset(\.flexBasis), reset(\.width), reset(\.height), reset(\.minWidth), reset(\.minHeight),
            reset(\.maxWidth), reset(\.maxHeight), reset(\.aspectRatio), reset(\.gap),
        ]
        for edge in FlexEdge.allCases {
            list.append(reset(\.margin[edge]))
            list.append(reset(\.padding[edge]))
            list.append(reset(\.border[edge]))
            list.append(reset(\.position[edge]))
        }
        return list
    }
}
