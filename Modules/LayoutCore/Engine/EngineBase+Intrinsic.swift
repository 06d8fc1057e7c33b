import Foundation

/// The constraints an engine makes to hold a view to its intrinsic size: per axis, `size <=
/// intrinsic` at the hugging priority and `size >= intrinsic` at the compression resistance priority,
/// as one two-sided solver equality when both are optional (one row instead of two: see
/// `Solver+TwoSided.swift`), as two constraints when either is required.
///
/// (The two-sided form gives the same optimum, but in an ambiguous layout the solver may pick another
/// of the equally good answers; layouts that promise a choice, such as StackKit's `fill` ties by index,
/// make it with constraints of their own.)
extension EngineBase {
    /// Brings a view's intrinsic-size constraints up to date: its size, and its hugging and compression
    /// resistance priorities.
    func refreshIntrinsic(of view: LayoutView, _ state: ItemEngineState) {
        let size: CGSize? = wantsIntrinsic(view) ? intrinsicSize(of: view, state) : nil
        if size == state.intrinsicSize, size != nil || (state.intrinsicWidth == nil && state.intrinsicHeight == nil) {
            state.intrinsicWidth = refreshedPriorities(state.intrinsicWidth, of: view, state, .horizontal)
            state.intrinsicHeight = refreshedPriorities(state.intrinsicHeight, of: view, state, .vertical)
            return
        }
        if state.intrinsicSize != nil { intrinsicSizeChanged(of: view) }
        state.intrinsicSize = size
        state.intrinsicWidth = refreshedAxis(state.intrinsicWidth, size?.width, of: view, state, .horizontal)
        state.intrinsicHeight = refreshedAxis(state.intrinsicHeight, size?.height, of: view, state, .vertical)
    }

    /// One axis's intrinsic-size constraints brought to `value` (removed when it has none).
    private func refreshedAxis(
        _ existing: IntrinsicConstraints?, _ value: CGFloat?, of view: LayoutView, _ state: ItemEngineState,
        _ axis: LayoutAxis
    ) -> IntrinsicConstraints? {
        guard let value, value >= 0, value.isFinite else {
            if let existing { removeMade(existing.all) }
            return nil
        }
        guard var existing, existing.isTwoSided || existing.compression != nil else {
            // New, or one side was refused before (a required priority in conflict): made again.
            if let existing { removeMade(existing.all) }
            return makeIntrinsic(value, of: view, state, axis)
        }
        existing.main = updatedMadeConstant(existing.main, value, of: view)
        existing.compression = existing.compression.map { updatedMadeConstant($0, value, of: view) }
        return refreshedPriorities(existing, of: view, state, axis)
    }

    /// One axis's intrinsic-size constraints with the view's current hugging and compression priorities.
    private func refreshedPriorities(
        _ existing: IntrinsicConstraints?, of view: LayoutView, _ state: ItemEngineState, _ axis: LayoutAxis
    ) -> IntrinsicConstraints? {
        guard var existing else { return nil }
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        let twoSided = !hugging.isRequired && !compression.isRequired
        if existing.isTwoSided && twoSided {
            guard existing.main.priority != hugging || existing.main.belowPriority != compression else {
                return existing
            }
            do {
                try solver.setTwoSidedPriorities(above: hugging, below: compression, for: existing.main.handle)
                existing.main.priority = hugging
                existing.main.belowPriority = compression
            } catch {
                reportSolverError(error, for: describe(existing.main, of: view))
            }
            return existing
        }
        if !existing.isTwoSided && !twoSided, let separate = existing.compression {
            existing.main = updatedMadePriority(existing.main, hugging, of: view)
            existing.compression = updatedMadePriority(separate, compression, of: view)
            return existing
        }
        // One side became required or optional again (or was refused before): the axis changes shape.
        removeMade(existing.all)
        return makeIntrinsic(existing.main.constant, of: view, state, axis)
    }

    /// Adds the constraints holding one axis of a view to its intrinsic size `value`.
    private func makeIntrinsic(_ value: CGFloat, of view: LayoutView, _ state: ItemEngineState, _ axis: LayoutAxis)
        -> IntrinsicConstraints?
    {
        let horizontal = axis == .horizontal
        let variable = horizontal ? state.width : state.height
        let attribute: LayoutAttribute = horizontal ? .width : .height
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        if !hugging.isRequired && !compression.isRequired {
            return addMadeTwoSided(view, variable, attribute, value, hugging: hugging, compression: compression)
                .map { IntrinsicConstraints(main: $0) }
        }
        let hugs = addMade(
            view, variable, attribute, value, .contentHugging, relation: .lessThanOrEqual, priority: hugging)
        let resists = addMade(
            view, variable, attribute, value, .compressionResistance, relation: .greaterThanOrEqual,
            priority: compression)
        guard let main = hugs ?? resists else { return nil }
        return IntrinsicConstraints(main: main, compression: hugs == nil ? nil : resists)
    }

    /// The intrinsic size the engine uses for a view (one whose height follows its width, at the width it
    /// was last given).
    func intrinsicSize(of view: LayoutView, _ state: ItemEngineState) -> CGSize {
        if view.intrinsicHeightFollowsWidth && !state.isListedAsWidthFollower {
            state.isListedAsWidthFollower = true
            widthFollowerTokens.append(view.token)
        }
        return view.intrinsicSize(forWidth: state.widthHint)
    }
}
