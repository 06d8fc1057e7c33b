import Foundation

extension LayoutConstraint {
    /// The constraint as a person would write it: `title.leading == superview.leading + 15 @750`.
    public var description: String {
        var text = side(first, firstMinus) + " \(relation) "
        if let second {
            var right = side(second, secondMinus)
            if multiplier != 1 { right = "\(formatPoints(multiplier)) * " + right }
            if constant > 0 {
                right += " + \(formatPoints(constant))"
            } else if constant < 0 {
                right += " - \(formatPoints(-constant))"
            } else if constant.isNaN {
                right += " + nan"
            }
            text += right
        } else {
            text += formatPoints(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " (\(identifier))" }
        return text
    }

    private func side(_ reference: AnchorReference, _ minus: AnchorReference?) -> String {
        let main = name(reference) + ".\(reference.attribute)"
        guard let minus else { return main }
        return "(\(main) - \(name(minus)).\(minus.attribute))"
    }

    private func name(_ reference: AnchorReference) -> String {
        guard let item = existingItem(reference) else { return "(released)" }
        let others = items.filter { $0 !== item }
        return displayName(of: item, nextTo: others)
    }
}

/// How an item is named in descriptions: its identifier, `superview` for the superview of the
/// other item, or its type.
func displayName(of item: any LayoutItem, nextTo others: [any LayoutItem] = []) -> String {
    if let identifier = item.identifier { return identifier }
    if let view = item as? LayoutView {
        if others.contains(where: { hostView(of: $0)?.superview === view && $0 !== view }) { return "superview" }
        return String(describing: type(of: view))
    }
    if let guide = item as? LayoutGuide {
        let owner = guide.owningView.map { displayName(of: $0) } ?? "(no owner)"
        return owner + "." + guide.kindName
    }
    return String(describing: type(of: item))
}

extension LayoutConstraint {
    /// The description with where it came from: the user's file and line, or what the engine made it for.
    var diagnosticDescription: String {
        switch origin {
        case .user:
            let text = description
            // An identifier may already name the place (`File.swift:12`), with or without the module folder.
            let fileName = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
            guard line > 0, !text.contains("\(fileName):\(line)") else { return text }
            return text + " (\(file):\(line))"
        case .autoresizing: return description + " [autoresizing mask]"
        case .contentHugging: return description + " [content hugging]"
        case .compressionResistance: return description + " [compression resistance]"
        case .fitting: return description + " [fitting size]"
        }
    }
}
