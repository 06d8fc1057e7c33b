import Foundation
import LayoutCore

/// Something a visual row is written with: a view, a layout guide, a number, or a row in progress.
///
/// The row operators (`|`, `|--`, `--`, `--|`) take any element, so one small set of overloads
/// covers every form of ZDTinyLayout's README (`|view|`, `|--15--title--15--|`, `20--a--8--b|`, ...), and arrays
/// of elements (`[a, 10, b, 50.0, c]`) take Int, Float, Double and CGFloat numbers. Which elements
/// may stand where (numbers only between items or at the ends, fences only at the ends) is checked
/// when the row is laid out, with a diagnostic for a row that breaks the rules.
///
/// ```swift
/// |--[view1, 10, view2, 50.0, view3]--|
/// ```
///
/// Views, layout guides, rows and the four number types conform; other conformances are reported
/// as unsupported when the row is laid out.
public protocol VisualRowElement {}

extension LayoutView: VisualRowElement {}
extension LayoutGuide: VisualRowElement {}
extension Int: VisualRowElement {}
extension Double: VisualRowElement {}
extension Float: VisualRowElement {}
extension CGFloat: VisualRowElement {}
