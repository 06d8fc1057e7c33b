import Foundation

extension LayoutView {
    /// An indented dump of the tree below this view, one line per view: its type, identifier and
    /// frame (relative to its superview), `hidden` when hidden, and a label's text.
    ///
    /// ```
    /// LayoutView "parent" (0, 0, 200, 100)
    ///   Label "title" (15, 15, 98, 20.33) text: "topLabel"
    /// ```
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        var stack: [(LayoutView, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
            if let identifier = view.identifier { line += " \"\(identifier)\"" }
            line += " " + formatRect(view.frame)
            if view.isHidden { line += " hidden" }
            if let label = view as? Label, let text = label.text { line += " text: \"\(text)\"" }
            lines.append(line)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
