import Foundation

/// What few views have, kept out of the view: a name and a tag, rendering colors, margins other than
/// the default, safe areas, guides, observers, another module's layout behaviour. A view makes its box
/// on the first write of a value other than the default, so that most views of a layout (labels,
/// images, cells) take about half the bytes they would with these fields inline.
final class ViewExtras {
    // (Read and written by the kit alone, on the passes and by the modules above, never while another
    // access to them is open: no runtime exclusivity checks, as for the view's own hot fields.)
    @exclusivity(unchecked) var identifier: String?
    @exclusivity(unchecked) var tag = 0
    @exclusivity(unchecked) var backgroundColor: Color?
    @exclusivity(unchecked) var alpha: CGFloat = 1
    @exclusivity(unchecked) var margins = MarginsStorage()
    @exclusivity(unchecked) var rootSafeAreaInsets = EdgeInsets.zero
    @exclusivity(unchecked) var computedSafeAreaInsets = EdgeInsets.zero
    @exclusivity(unchecked) var guides: [LayoutGuide] = []
    @exclusivity(unchecked) var lazyMarginsGuide: LayoutGuide?
    @exclusivity(unchecked) var lazySafeAreaGuide: LayoutGuide?
    /// The content guide of a scroll view, once made (its frame is written with the view's).
    @exclusivity(unchecked) var scrollContentGuide: LayoutGuide?
    @exclusivity(unchecked) var observers: [(id: Int, event: LayoutView.Event, handler: (LayoutView) -> Void)] = []
    @exclusivity(unchecked) var observerCounter = 0
    @exclusivity(unchecked) var sizeCategoryOverride: ContentSizeCategory?
    @exclusivity(unchecked) var insetsMarginsFromSafeArea = true
    /// Layout behaviour another module of the kit attaches to the view (FlexKit's `view.flex`).
    @exclusivity(unchecked) var layoutAttachment: (any LayoutViewAttachment)?
}

extension LayoutView {
    /// The view's box of rare fields, made when missing.
    @inline(__always) var writableExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    var marginsStorage: MarginsStorage {
        get { extras?.margins ?? MarginsStorage() }
        _modify { yield &writableExtras.margins }
    }
    var rootSafeAreaInsets: EdgeInsets {
        get { extras?.rootSafeAreaInsets ?? .zero }
        set { if newValue != .zero || extras != nil { writableExtras.rootSafeAreaInsets = newValue } }
    }
    var computedSafeAreaInsets: EdgeInsets {
        get { extras?.computedSafeAreaInsets ?? .zero }
        set { if newValue != .zero || extras != nil { writableExtras.computedSafeAreaInsets = newValue } }
    }
    var guides: [LayoutGuide] {
        get { extras?.guides ?? [] }
        _modify { yield &writableExtras.guides }
    }
    var lazyMarginsGuide: LayoutGuide? {
        get { extras?.lazyMarginsGuide }
        set { if newValue != nil || extras != nil { writableExtras.lazyMarginsGuide = newValue } }
    }
    var lazySafeAreaGuide: LayoutGuide? {
        get { extras?.lazySafeAreaGuide }
        set { if newValue != nil || extras != nil { writableExtras.lazySafeAreaGuide = newValue } }
    }
    /// The content guide of a scroll view, once made (its frame is written with the view's).
    var scrollContentGuide: LayoutGuide? {
        get { extras?.scrollContentGuide }
        set { if newValue != nil || extras != nil { writableExtras.scrollContentGuide = newValue } }
    }
    var observers: [(id: Int, event: Event, handler: (LayoutView) -> Void)] {
        get { extras?.observers ?? [] }
        _modify { yield &writableExtras.observers }
    }
    var observerCounter: Int {
        get { extras?.observerCounter ?? 0 }
        set { writableExtras.observerCounter = newValue }
    }
    var sizeCategoryOverride: ContentSizeCategory? {
        get { extras?.sizeCategoryOverride }
        set { if newValue != nil || extras != nil { writableExtras.sizeCategoryOverride = newValue } }
    }
    var insetsMarginsFromSafeAreaFlag: Bool {
        get { extras?.insetsMarginsFromSafeArea ?? true }
        set { if !newValue || extras != nil { writableExtras.insetsMarginsFromSafeArea = newValue } }
    }
    /// Layout behaviour another module of the kit attaches to the view (FlexKit's `view.flex`).
    package var layoutAttachment: (any LayoutViewAttachment)? {
        get { extras?.layoutAttachment }
        set { if newValue != nil || extras != nil { writableExtras.layoutAttachment = newValue } }
    }
}
