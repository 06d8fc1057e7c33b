// LayoutCore's API speaks CGFloat, CGPoint, CGSize and CGRect, so importing LayoutCore brings Foundation,
// as importing UIKit does.
@_exported import Foundation
