import LayoutCore

extension TinyLayoutNamespace where Base == LayoutConstraint {
    /// Activates every constraint of the block: constraints made with the anchor factory methods and
    /// DSL expressions alike (the same as `batch(active: true)`). Only the DSL expressions set their
    /// left view's `translatesAutoresizingMaskIntoConstraints` to false.
    ///
    /// ```swift
    /// LayoutConstraint.tl.activate {
    ///     view1.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 8)
    ///     view1.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
    /// }
    /// ```
    ///
    /// - Parameter constraints: The block, one constraint a line (see ``ConstraintBuilder``).
    /// - Returns: The block's constraints.
    @discardableResult
    public static func activate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        batch(active: true, constraints)
    }

    /// Deactivates every constraint the block lists (typically constraints stored earlier).
    ///
    /// DSL expressions in the block make new constraints, which stay inactive and touch no view.
    ///
    /// - Parameter constraints: The block, one constraint a line (see ``ConstraintBuilder``).
    /// - Returns: The block's constraints.
    @discardableResult
    public static func deactivate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let listed = ConstraintContext.collect(.deactivation, constraints).constraints
        LayoutConstraint.deactivate(listed)
        ConstraintContext.current?.claim(listed)
        return listed
    }
}
