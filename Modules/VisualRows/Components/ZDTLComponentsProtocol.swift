import Foundation
import LayoutCore

/// Something `container.tl.addComponents { }` can add: a view or a layout guide.
///
/// The name is ZDTinyLayout's, so code that stores components ports as it is:
///
/// ```swift
/// let staticParts: [any ZDTLComponentsProtocol] = [titleLabel, subtitleLabel]
/// ```
///
/// ZDTinyLayout also accepts layers and view controllers, which have no counterpart here.
public protocol ZDTLComponentsProtocol: AnyObject {}

extension LayoutView: ZDTLComponentsProtocol {}
extension LayoutGuide: ZDTLComponentsProtocol {}
