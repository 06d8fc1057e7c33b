import Foundation
import LayoutCore

extension Stacker {
    /// Makes the size constraints of one item of an intent, as FixFlex does:
    /// - `Fix(v)`: `size == v`;
    /// - `Flex(min:max:)`: `size >= min` and `size <= max`, each only when given;
    /// - `Match(dimension:multiplier:offset:)`: `size == dimension * multiplier + offset`;
    /// - `Fill(weight:)`: the first item with a positive weight becomes the reference and gets no size
    ///   constraint; later ones get `size == reference * weight / referenceWeight`; a weight of 0 before
    ///   the reference gets `size == 0`.
    ///
    /// Bad values are reported (at the intent's source line) and their constraint is left out or made
    /// with a safe value, so that the rest of the stack still lays out.
    mutating func addSizeConstraints(for item: any LayoutItem, of intent: SizingIntent, at index: Int, name: String) {
        let dimension = axis.dimension(of: item)
        let part = dimension.attribute.description
        let axisName = axis.name
        var label: String { "fx.\(axisName)[\(index)]" }
        switch intent.sizing {
        case .fix(let value):
            guard value.isFinite else {
                report(.invalidValue, "\(label): Fix(\(value)) is not a finite size; no \(part) was set for it", intent)
                return
            }
            var size = value
            if size < 0 {
                report(.invalidValue, "\(label): Fix(\(value)) is a negative size; 0 was used", intent)
                size = 0
            }
            addSize(
                dimension.constraint(equalToConstant: size, file: intent.file, line: intent.line), part, "", name,
                intent)
        case .flex(let min, let max, _, _):
            let lower = min.flatMap { checkedBound($0, "min", label, intent) }
            var upper = max.flatMap { checkedBound($0, "max", label, intent) }
            if let lower, let bound = upper, lower > bound {
                report(
                    .invalidValue,
                    "\(label): Flex(min: \(lower), max: \(bound)) has min greater than max; the max was left out",
                    intent)
                upper = nil
            }
            if let lower {
                addSize(
                    dimension.constraint(greaterThanOrEqualToConstant: lower, file: intent.file, line: intent.line),
                    part, ".min", name, intent)
            }
            if let upper {
                addSize(
                    dimension.constraint(lessThanOrEqualToConstant: upper, file: intent.file, line: intent.line),
                    part, ".max", name, intent)
            }
        case .match(let other, let multiplier, let offset):
            guard multiplier.isFinite, offset.isFinite else {
                report(
                    .invalidValue,
                    "\(label): Match(multiplier: \(multiplier), offset: \(offset)) is not finite; no \(part) was set",
                    intent)
                return
            }
            addSize(
                dimension.constraint(
                    equalTo: other, multiplier: multiplier, constant: offset, file: intent.file, line: intent.line),
                part, "", name, intent)
        case .fill(let weight):
            guard let constraint = fillConstraint(dimension, weight: weight, label, intent) else { return }
            addSize(constraint, part, "", name, intent)
        }
    }

    /// Names and records one size constraint (`fx.hstack[1].Flex.width.min @ File.swift:12`), and
    /// hands it to the intent's callback.
    private mutating func addSize(
        _ constraint: LayoutConstraint, _ part: String, _ suffix: String, _ name: String, _ intent: SizingIntent
    ) {
        add(constraint, part, suffix, name, intent)
        intent.dimensionConstraintHandler?(constraint)
    }

    /// A `Flex` bound, or nil with a diagnostic when it is not finite.
    private func checkedBound(
        _ value: CGFloat, _ which: String, _ label: @autoclosure () -> String, _ intent: SizingIntent
    ) -> CGFloat? {
        guard value.isFinite else {
            report(.invalidValue, "\(label()): Flex(\(which): \(value)) is not finite; it was left out", intent)
            return nil
        }
        return value
    }

    /// The `Fill` constraint of one item, or nil for the reference item.
    private mutating func fillConstraint(
        _ dimension: LayoutDimension, weight: CGFloat, _ label: @autoclosure () -> String, _ intent: SizingIntent
    ) -> LayoutConstraint? {
        var weight = weight
        if !(weight >= 0) || !weight.isFinite {
            report(.invalidValue, "\(label()): Fill(weight: \(weight)) must be 0 or more; 0 was used", intent)
            weight = 0
        }
        if let reference = fillReference {
            return dimension.constraint(
                equalTo: reference.dimension, multiplier: weight / reference.weight, file: intent.file,
                line: intent.line)
        }
        if weight > 0 {
            fillReference = (dimension, weight)
            return nil
        }
        return dimension.constraint(equalToConstant: 0, file: intent.file, line: intent.line)
    }
}
