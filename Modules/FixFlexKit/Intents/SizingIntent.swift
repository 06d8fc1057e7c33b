import Foundation
import LayoutCore

/// An instruction for the size of one slot of a stack, along the stack's axis: the width in an
/// `hstack`, the height in a `vstack`.
///
/// A slot is filled by a spacer (a `LayoutGuide` added to the stack's view behind the
/// scenes), by one view, or by several views side by side in parallel. Make intents with ``Fix(_:file:line:)``,
/// ``Flex(min:max:file:line:)``, ``Fill(weight:file:line:)`` and ``Match(dimension:multiplier:offset:file:line:)``
/// (each also takes a view or an array of views), then adjust them with the modifiers below.
///
/// ```swift
/// parent.fx.hstack(
///     Fill(),
///     Fix(first, 60),
///     Fix(second, 60).spacingBefore(-20),
///     Fill()
/// )
/// ```
///
/// Each modifier returns a new intent; setting the same callback twice keeps the last one, as in FixFlex.
public struct SizingIntent {
    /// How the slot is sized.
    enum Sizing {
        case fix(value: CGFloat)
        case flex(min: CGFloat?, max: CGFloat?, huggingPriority: LayoutPriority?, compressionPriority: LayoutPriority?)
        case match(dimension: LayoutDimension, multiplier: CGFloat, offset: CGFloat)
        case fill(weight: CGFloat)

        /// `Fix`, `Flex`, `Match` or `Fill`, for identifiers and diagnostics.
        var name: String {
            switch self {
            case .fix: return "Fix"
            case .flex: return "Flex"
            case .match: return "Match"
            case .fill: return "Fill"
            }
        }
    }

    /// The views of the slot; empty for a spacer (FixFlex also makes a spacer for an empty array).
    let views: [LayoutView]
    let sizing: Sizing
    /// Where the intent was written, for constraint identifiers and diagnostics.
    let file: StaticString
    let line: UInt

    var spacing: CGFloat = 0
    var startConstraintHandler: ((LayoutConstraint) -> Void)?
    var endConstraintHandler: ((LayoutConstraint) -> Void)?
    var dimensionConstraintHandler: ((LayoutConstraint) -> Void)?
    var layoutGuideHandler: ((LayoutGuide) -> Void)?

    init(views: [LayoutView], sizing: Sizing, file: StaticString, line: UInt) {
        self.views = views
        self.sizing = sizing
        self.file = file
        self.line = line
    }

    /// The same intent with `value` points of extra space before it (negative values overlap it with
    /// the previous item).
    ///
    /// The spacing is added to the constant of each constraint that pins the item to the previous
    /// anchor; for the first item it adds to the stack's `startOffset`.
    ///
    /// ```swift
    /// parent.fx.hstack(Fix(first, 60), Fix(second, 60).spacingBefore(-20))
    /// ```
    public func spacingBefore(_ value: CGFloat) -> SizingIntent {
        var copy = self
        copy.spacing = value
        return copy
    }

    /// The same intent with `block` called for each constraint that pins it to the previous anchor
    /// (or to the stack's start), before the constraints are activated.
    public func onCreateStartConstraint(_ block: @escaping (LayoutConstraint) -> Void) -> SizingIntent {
        var copy = self
        copy.startConstraintHandler = block
        return copy
    }

    /// The same intent with `block` called for each constraint that pins it to the stack's end anchor
    /// (only the last intent of a stack has them), before the constraints are activated.
    public func onCreateEndConstraint(_ block: @escaping (LayoutConstraint) -> Void) -> SizingIntent {
        var copy = self
        copy.endConstraintHandler = block
        return copy
    }

    /// The same intent with `block` called for each size constraint it makes (width in an `hstack`,
    /// height in a `vstack`), before the constraints are activated: change its priority or identifier here.
    public func onCreateDimensionConstraint(_ block: @escaping (LayoutConstraint) -> Void) -> SizingIntent {
        var copy = self
        copy.dimensionConstraintHandler = block
        return copy
    }

    /// The same intent with `block` called with the layout guide made for it when it is a spacer,
    /// right after the guide is added to the stack's view.
    public func onCreateLayoutGuide(_ block: @escaping (LayoutGuide) -> Void) -> SizingIntent {
        var copy = self
        copy.layoutGuideHandler = block
        return copy
    }
}
