// Code written with StackKit always uses LayoutCore's views and constraints, so one `import StackKit` is enough.
@_exported import LayoutCore
