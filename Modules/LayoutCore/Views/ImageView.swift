import Foundation

/// A headless image: a size, and a name and tint for rendering.
public struct Image: Hashable, Sendable {
    /// The image's size in points.
    public var size: CGSize
    /// The name the image was made with, if any.
    public var name: String?
    /// The color it is drawn with when rendered.
    public var color: Color?

    /// Makes an image of a size.
    public init(size: CGSize, color: Color? = nil) {
        self.size = size
        self.color = color
    }

    /// Makes a named image (`Image(named: "icon")`); headless images have no pixels, so give the size
    /// the real asset has (24 x 24 by default).
    public init(named name: String, size: CGSize = CGSize(width: 24, height: 24)) {
        self.name = name
        self.size = size
    }
}

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's.
open class ImageView: LayoutView {
    /// The image; changing it invalidates the intrinsic size.
    @exclusivity(unchecked) public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Makes an image view showing `image`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Makes an empty image view with a frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Makes an empty image view, for subclasses ported from UIKit (`super.init(coder:)`); the coder is not used.
    public override init(coder: some NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    /// The image's size (or zero).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
