// Code written with Anchors always uses LayoutCore's views and constraints, so one `import Anchors` is enough.
@_exported import LayoutCore
