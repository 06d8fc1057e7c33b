// Code written with FixFlexKit always uses LayoutCore's views and constraints, so one `import FixFlexKit` is enough.
@_exported import LayoutCore
