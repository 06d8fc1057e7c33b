// Rows are written beside Anchors' operators (`~`, `==`, `.high`), as Stevia-style code mixes them, so one
// `import VisualRows` brings LayoutCore and Anchors.
@_exported import Anchors
@_exported import LayoutCore
