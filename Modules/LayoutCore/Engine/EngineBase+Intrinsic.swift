import Foundation

/// The constraints an engine makes to hold a view to its intrinsic size: per axis, `size <=
/// intrinsic` at the hugging priority and `size >= intrinsic` at the compression resistance priority.
///
/// (The solver can hold both in one two-sided equality, one row instead of two: see
/// `Solver+TwoSided.swift`. The engine does not use it yet: it gives the same optimum, but in an
/// ambiguous layout it can pick another of the equally good answers, and StackKit's `fill`
/// distribution still relies on the solver's choice where UIKit resolves the tie by index.)
extension EngineBase {
    /// Brings a view's intrinsic-size constraints up to date: its size, and its hugging and compression
    /// resistance priorities.
    func refreshIntrinsic(of view: LayoutView, _ state: ItemEngineState) {
        let size: CGSize? = wantsIntrinsic(view) ? intrinsicSize(of: view, state) : nil
        if size == state.intrinsicSize, size != nil || (state.intrinsicWidth == nil && state.intrinsicHeight == nil) {
            state.intrinsicWidth = refreshedPriorities(state.intrinsicWidth, of: view, .horizontal)
            state.intrinsicHeight = refreshedPriorities(state.intrinsicHeight, of: view, .vertical)
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
        guard let existing, existing.hugging != nil, existing.compression != nil else {
            // New, or one side was refused before (a required priority in conflict): made again.
            if let existing { removeMade(existing.all) }
            return makeIntrinsic(value, of: view, state, axis)
        }
        var updated = existing
        updated.hugging = existing.hugging.map { updatedMadeConstant($0, value, of: view) }
        updated.compression = existing.compression.map { updatedMadeConstant($0, value, of: view) }
        return refreshedPriorities(updated, of: view, axis)
    }

    /// One axis's intrinsic-size constraints with the view's current hugging and compression priorities.
    private func refreshedPriorities(_ existing: IntrinsicConstraints?, of view: LayoutView, _ axis: LayoutAxis)
        -> IntrinsicConstraints?
    {
        guard var existing else { return nil }
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        existing.hugging = existing.hugging.map { updatedMadePriority($0, hugging, of: view) }
        existing.compression = existing.compression.map { updatedMadePriority($0, compression, of: view) }
        return existing
    }

    /// Adds the constraints holding one axis of a view to its intrinsic size `value`.
    private func makeIntrinsic(_ value: CGFloat, of view: LayoutView, _ state: ItemEngineState, _ axis: LayoutAxis)
        -> IntrinsicConstraints?
    {
        let horizontal = axis == .horizontal
        let variable = horizontal ? state.width : state.height
        let attribute: LayoutAttribute = horizontal ? .width : .height
        let hugs = addMade(
            view, variable, attribute, value, .contentHugging, relation: .lessThanOrEqual,
            priority: view.contentHuggingPriority(for: axis))
        let resists = addMade(
            view, variable, attribute, value, .compressionResistance, relation: .greaterThanOrEqual,
            priority: view.contentCompressionResistancePriority(for: axis))
        guard hugs != nil || resists != nil else { return nil }
        return IntrinsicConstraints(hugging: hugs, compression: resists)
    }

    /// The intrinsic size the engine uses for a view (labels wrap at the width they were last given).
    func intrinsicSize(of view: LayoutView, _ state: ItemEngineState) -> CGSize {
        if let label = view as? Label {
            if label.wraps && !wrappingLabels.contains(where: { $0 === label }) {
                wrappingLabelRefs.append(WeakLabel(label: label))
            }
            return label.intrinsicSize(forWidth: state.widthHint)
        }
        return view.intrinsicContentSize
    }
}
