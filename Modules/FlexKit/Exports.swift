// Code written with FlexKit always uses LayoutCore's views and constraints, so one `import FlexKit` is enough.
@_exported import LayoutCore
