import Foundation

/// The standard spacing between two sibling items (UIKit's system spacing), in points.
public let systemSpacing: CGFloat = 8

/// A horizontal position of an item: leading, trailing, left, right or centerX.
///
/// Factory methods make inactive constraints; only x-axis anchors can be related to each other.
public struct LayoutXAxisAnchor {
    let reference: AnchorReference
    /// Keeps the item alive as long as the anchor.
    private let owner: any LayoutItem

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        reference = AnchorReference(item, attribute)
        owner = item
    }

    /// The item the anchor belongs to.
    public var item: (any LayoutItem)? { owner }
    /// The attribute the anchor stands for.
    public var attribute: LayoutAttribute { reference.attribute }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .equal, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .greaterThanOrEqual, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .lessThanOrEqual, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self == anchor + multiplier * systemSpacing`: this item after `anchor` by the standard spacing.
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// `self >= anchor + multiplier * systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// `self <= anchor + multiplier * systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// The distance from this anchor to `otherAnchor` as a dimension (`otherAnchor - self`).
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(otherAnchor.reference, minus: reference)
    }
}

/// A vertical position of an item: top, bottom, centerY or a baseline.
///
/// Factory methods make inactive constraints; only y-axis anchors can be related to each other.
public struct LayoutYAxisAnchor {
    let reference: AnchorReference
    /// Keeps the item alive as long as the anchor.
    private let owner: any LayoutItem

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        reference = AnchorReference(item, attribute)
        owner = item
    }

    /// The item the anchor belongs to.
    public var item: (any LayoutItem)? { owner }
    /// The attribute the anchor stands for.
    public var attribute: LayoutAttribute { reference.attribute }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .equal, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .greaterThanOrEqual, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, .lessThanOrEqual, anchor.reference, constant: constant, file: file, line: line)
    }

    /// `self == anchor + multiplier * systemSpacing`: this item below `anchor` by the standard spacing.
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// `self >= anchor + multiplier * systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// `self <= anchor + multiplier * systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: multiplier * systemSpacing, file: file, line: line)
    }

    /// The distance from this anchor to `otherAnchor` as a dimension (`otherAnchor - self`).
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(otherAnchor.reference, minus: reference)
    }
}

/// A size of an item (width or height), or the distance between two anchors of one axis.
public struct LayoutDimension {
    let reference: AnchorReference
    /// For a distance made by `anchorWithOffset(to:)`: the anchor it starts from.
    let subtracting: AnchorReference?
    /// Keep the items alive as long as the dimension (two fields: no array to allocate).
    private let owner: any LayoutItem
    private let startOwner: (any LayoutItem)?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        reference = AnchorReference(item, attribute)
        subtracting = nil
        owner = item
        startOwner = nil
    }

    init(_ reference: AnchorReference, minus start: AnchorReference) {
        self.reference = reference
        subtracting = start
        owner = reference.item
        startOwner = start.item
    }

    /// The item the dimension belongs to.
    public var item: (any LayoutItem)? { owner }
    /// The attribute the dimension stands for.
    public var attribute: LayoutAttribute { reference.attribute }

    /// `self == multiplier * dimension + constant`.
    public func constraint(
        equalTo dimension: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, dimension, multiplier, constant, file, line)
    }

    /// `self >= multiplier * dimension + constant`.
    public func constraint(
        greaterThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, dimension, multiplier, constant, file, line)
    }

    /// `self <= multiplier * dimension + constant`.
    public func constraint(
        lessThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, dimension, multiplier, constant, file, line)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        LayoutConstraint(reference, subtracting, .equal, nil, nil, 1, constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(reference, subtracting, .greaterThanOrEqual, nil, nil, 1, constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    )
        -> LayoutConstraint
    {
        LayoutConstraint(reference, subtracting, .lessThanOrEqual, nil, nil, 1, constant, file: file, line: line)
    }

    private func make(
        _ relation: LayoutRelation, _ other: LayoutDimension, _ multiplier: CGFloat, _ constant: CGFloat,
        _ file: StaticString, _ line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            reference, subtracting, relation, other.reference, other.subtracting, multiplier, constant, file: file,
            line: line)
    }
}
