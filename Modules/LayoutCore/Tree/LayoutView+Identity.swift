import Foundation

/// Views compare and hash by identity, as `UIView`s do (through `NSObject`): `subviews == [a, b]`,
/// `Set<LayoutView>`, views as dictionary keys, `firstIndex(of:)`.
///
/// Two distinct views are never equal, even with the same frame and properties; subclasses
/// (`Label`, `StackView`, yours) keep this equality, which cannot be overridden.
///
/// ```swift
/// container.addSubview(a)
/// container.addSubview(b)
/// container.subviews == [a, b]  // true
/// let visible: Set<LayoutView> = [a, b]
/// ```
extension LayoutView: Hashable {
    /// Whether `lhs` and `rhs` are the same view (`===`).
    public static func == (lhs: LayoutView, rhs: LayoutView) -> Bool {
        lhs === rhs
    }

    /// Hashes the view's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
