import Foundation
import LayoutCore

extension StackView {
    /// How a stack sizes and places its arranged views along its axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the axis; extra room stretches the view that hugs least, a shortage shrinks the
        /// view that resists compression least; ties go by index (the last stretches, the first shrinks).
        /// Gaps are exactly the spacing.
        case fill
        /// Every view gets the same length; the views fill the axis. Gaps are exactly the spacing.
        case fillEqually
        /// Views get lengths proportional to their intrinsic lengths, exactly, also with spacing; the
        /// views fill the axis. Gaps are exactly the spacing.
        case fillProportionally
        /// Views keep their intrinsic lengths and the gaps between them are equal; the spacing is the
        /// smallest gap.
        case equalSpacing
        /// The centers of neighbouring views are equally far apart; the spacing is the smallest gap
        /// between their edges.
        case equalCentering
    }

    /// How a stack places its arranged views across its axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the stack across its axis.
        case fill
        /// The views sit at the leading edge (vertical stacks) or the top (horizontal stacks).
        case leading
        /// Horizontal stacks: the first baselines of the views line up. Vertical stacks treat it as ``fill``.
        case firstBaseline
        /// The views are centered across the axis.
        case center
        /// The views sit at the trailing edge (vertical stacks) or the bottom (horizontal stacks).
        case trailing
        /// Horizontal stacks: the last baselines of the views line up. Vertical stacks treat it as ``fill``.
        case lastBaseline

        /// The top edge in horizontal stacks: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge in horizontal stacks: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``customSpacing(after:)`` for a view without custom spacing; pass it to
    /// ``setCustomSpacing(_:after:)`` to go back to ``spacing``.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// A spacing value that stands for the standard spacing (`systemSpacing`, 8 points).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude
}

extension StackView.Distribution: CustomStringConvertible {
    /// The case's name.
    public var description: String {
        switch self {
        case .fill: return "fill"
        case .fillEqually: return "fillEqually"
        case .fillProportionally: return "fillProportionally"
        case .equalSpacing: return "equalSpacing"
        case .equalCentering: return "equalCentering"
        }
    }
}

extension StackView.Alignment: CustomStringConvertible {
    /// The case's name.
    public var description: String {
        switch self {
        case .fill: return "fill"
        case .leading: return "leading"
        case .firstBaseline: return "firstBaseline"
        case .center: return "center"
        case .trailing: return "trailing"
        case .lastBaseline: return "lastBaseline"
        }
    }
}
