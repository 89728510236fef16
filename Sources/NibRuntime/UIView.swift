import NibModel

/// The runtime `UIView`: geometry (bounds + center, frame derived), hierarchy, constraints,
/// appearance, and its layer.
open class UIView: NibRuntimeObject {
    override open class var nibClassName: String { "UIView" }

    // The view classes' stored properties are @exclusivity(unchecked): decoding writes several
    // per object, and the runtime's dynamic exclusivity check costs about 50 instructions a
    // write (a tenth of instantiating a view). Nothing accesses them overlappingly: no stored
    // property is lent inout across a call that could reach it again.

    @exclusivity(unchecked) public var bounds = Rect.zero
    @exclusivity(unchecked) public var center = Point.zero
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// The subview whose identity is `identity`, or nil.
    ///
    /// How a view keeps a reference to one of its own subviews (a cell's content view): by
    /// identity, looked up among the subviews that own it. UIKit's property is strong, but a
    /// strong reference would make a cycle when a malformed archive names the cell's ancestor
    /// as its content view, and a weak one allocates a side table for every cell. Matching
    /// only the current subviews, a stale identity never reaches a released object.
    public func subview(_ identity: ObjectIdentifier?) -> UIView? {
        guard let identity else { return nil }
        return subviews.first { ObjectIdentifier($0) == identity }
    }

    /// The view this one is a subview of. As in UIKit, not a retaining (or weak) reference:
    /// the superview clears it when it lets the subview go or is deinitialised.
    public var superview: UIView? { parent }
    /// The superview, unretained. Kept as `Unmanaged` so that asking whether a view is the
    /// superview, or walking up the hierarchy, retains nothing: an `unowned(unsafe)` reference
    /// is retained each time it is read (twice per decoded subview).
    @exclusivity(unchecked) private var parentLink: Unmanaged<UIView>?
    private var parent: UIView? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map(Unmanaged.passUnretained) }
    }

    /// Whether `view` is this view's superview, compared without retaining either.
    private func isSubview(of view: UIView) -> Bool {
        parentLink?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }
    @exclusivity(unchecked) public var alpha = 1.0
    @exclusivity(unchecked) public var isHidden = false
    @exclusivity(unchecked) public var tag = 0
    /// `UIViewAutoresizing` bits: flexibleLeftMargin 1, width 2, rightMargin 4, topMargin 8,
    /// height 16, bottomMargin 32.
    @exclusivity(unchecked) public var autoresizingMask = 0
    @exclusivity(unchecked) public var autoresizesSubviews = true
    @exclusivity(unchecked) public var contentMode = 0
    @exclusivity(unchecked) public var clipsToBounds = false
    @exclusivity(unchecked) public var isOpaque = true
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true
    @exclusivity(unchecked) public var backgroundColor: UIColor?
    @exclusivity(unchecked) public var tintColor: UIColor?
    @exclusivity(unchecked) public private(set) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) public var gestureRecognizers: [UIGestureRecognizer] = []
    /// The view's layout guides (`UIViewLayoutGuides`: the safe area, user layout guides).
    @exclusivity(unchecked) public var layoutGuides: [UILayoutGuide] = []
    /// The backing layer, created on first use.
    public private(set) lazy var layer = CALayer()
    @exclusivity(unchecked) public var restorationIdentifier: String?
    @exclusivity(unchecked) public var accessibilityIdentifier: String?

    /// The deepest view hierarchy a nib may decode to: views above and below any view,
    /// together. Releasing a hierarchy walks it recursively, so its depth is bounded.
    public static let maximumHierarchyDepth = 512
    /// Levels of views below this one (0 without subviews). Exact while a nib decodes; an
    /// upper bound once views have moved away.
    @exclusivity(unchecked) private var subtreeHeight = 0

    public required init() {}

    override var isView: Bool { true }

    deinit {
        for view in subviews where view.isSubview(of: self) { view.parentLink = nil }
    }

    /// The view at the top of this view's hierarchy, and how many superviews are above this one.
    ///
    /// - Throws: ``NibRuntimeError`` `.tooDeep` past ``maximumHierarchyDepth``.
    func hierarchyRoot() throws(NibRuntimeError) -> (root: UIView, depth: Int) {
        var root = Unmanaged.passUnretained(self), depth = 0
        while let up = root._withUnsafeGuaranteedRef({ $0.parentLink }) {
            depth += 1
            guard depth < Self.maximumHierarchyDepth else {
                throw NibRuntimeError(.tooDeep, "views nest deeper than \(Self.maximumHierarchyDepth) superviews")
            }
            root = up
        }
        return (root.takeUnretainedValue(), depth)
    }

    /// Records that a subtree `height` levels tall now hangs below this view.
    private func raiseSubtreeHeight(to height: Int) {
        var node: Unmanaged<UIView>? = Unmanaged.passUnretained(self), h = height
        while let link = node, link._withUnsafeGuaranteedRef({ $0.subtreeHeight < h }) {
            node = link._withUnsafeGuaranteedRef { view in
                view.subtreeHeight = h
                return view.parentLink
            }
            h += 1
        }
    }

    /// Adds decoded subviews (`UISubviews`: the views among `elements`), checking that the
    /// views still make a tree no deeper than ``maximumHierarchyDepth``: a nib can name any
    /// view as a subview of any other.
    ///
    /// - Throws: ``NibRuntimeError`` `.viewHierarchy` for a view that already has another
    ///   superview, or that is this view or above it; `.tooDeep` past the depth limit.
    /// - Complexity: O(*n* + *d*) for *n* views below a view *d* levels deep.
    func decodeSubviews(_ elements: [RuntimeValue]) throws(NibRuntimeError) {
        let (root, depth) = try hierarchyRoot()
        var tallest = -1
        if subviews.isEmpty { subviews.reserveCapacity(elements.count) }
        // One pass over the decoded array: no intermediate array of views.
        for element in elements {
            // A method answered whether it is a view: a cast would ask the runtime (about a
            // tenth of the cost of adding a subview).
            guard case .object(let object) = consume element, object.isView else { continue }
            let view = unsafeDowncast(consume object, to: UIView.self)
            guard !view.isSubview(of: self) else { continue }
            if let other = view.parentLink {
                throw NibRuntimeError(
                    .viewHierarchy,
                    "a \(view.className) is listed as a subview of a \(className) but is already a subview of a \(other.takeUnretainedValue().className); a view has one superview"
                )
            }
            if view === root {
                throw NibRuntimeError(
                    .viewHierarchy,
                    view === self
                        ? "a \(className) is listed among its own subviews"
                        : "a \(view.className) is listed as a subview of a \(className) below it: views would form a cycle")
            }
            guard depth + 1 + view.subtreeHeight <= Self.maximumHierarchyDepth else {
                throw NibRuntimeError(.tooDeep, "views nest deeper than \(Self.maximumHierarchyDepth) levels")
            }
            view.parentLink = Unmanaged.passUnretained(self)
            tallest = max(tallest, view.subtreeHeight)
            // The element's own reference goes to the subviews (one retain, not three).
            subviews.append(consume view)
        }
        if tallest >= 0 { raiseSubtreeHeight(to: tallest + 1) }
    }

    /// The frame in the superview: `center − size/2`, size of `bounds`.
    public var frame: Rect {
        get { Rect(x: center.x - bounds.size.width / 2, y: center.y - bounds.size.height / 2, width: bounds.size.width, height: bounds.size.height) }
        set {
            bounds = Rect(origin: bounds.origin, size: newValue.size)
            center = Point(x: newValue.origin.x + newValue.size.width / 2, y: newValue.origin.y + newValue.size.height / 2)
        }
    }

    /// Appends `view` to the subviews, removing it from its previous superview.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.parent = self
        raiseSubtreeHeight(to: view.subtreeHeight + 1)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent else { return }
        parent.subviews.removeAll { $0 === self }
        self.parent = nil
    }

    /// Replaces the subview `old` with `new` at the same position.
    public func replaceSubview(_ old: UIView, with new: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === old }) else { return }
        new.removeFromSuperview()
        subviews[i] = new
        old.parent = nil
        new.parent = self
        raiseSubtreeHeight(to: new.subtreeHeight + 1)
    }

    /// Whether `view` can take the place of one of this view's subviews without the hierarchy
    /// growing deeper than ``maximumHierarchyDepth``.
    func fitsAsSubview(_ view: UIView) throws(NibRuntimeError) -> Bool {
        try hierarchyRoot().depth + 1 + view.subtreeHeight <= Self.maximumHierarchyDepth
    }

    /// Adds layout constraints.
    public func addConstraints(_ added: [NSLayoutConstraint]) {
        constraints.append(contentsOf: added)
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIView.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIBounds", as: Rect.self) { $0.bounds = $1 ?? $0.bounds }
        t.decode("UICenter", as: Point.self) { $0.center = $1 ?? $0.center }
        t.decode("UISubviews") { try $0.decodeSubviews($1.array ?? []) }
        t.decode("UIAlpha", as: Double.self) { $0.alpha = $1 ?? $0.alpha }
        t.decode("UIHidden", as: Bool.self) { $0.isHidden = $1 ?? $0.isHidden }
        t.decode("UITag", as: Int.self) { $0.tag = $1 ?? $0.tag }
        t.decode("UIAutoresizingMask", as: Int.self) { $0.autoresizingMask = $1 ?? $0.autoresizingMask }
        t.decode("UIAutoresizeSubviews", as: Bool.self) { $0.autoresizesSubviews = $1 ?? $0.autoresizesSubviews }
        t.decode("UIContentMode", as: Int.self) { $0.contentMode = $1 ?? $0.contentMode }
        t.decode("UIClipsToBounds", as: Bool.self) { $0.clipsToBounds = $1 ?? $0.clipsToBounds }
        t.decode("UIOpaque", as: Bool.self) { $0.isOpaque = $1 ?? $0.isOpaque }
        t.decode("UIUserInteractionDisabled", as: Bool.self) { $0.isUserInteractionEnabled = !($1 ?? false) }
        t.decode("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", as: Bool.self) {
            $0.translatesAutoresizingMaskIntoConstraints = !($1 ?? false)
        }
        t.property("backgroundColor", archived: "UIBackgroundColor") { $0.backgroundColor = $1.object as? UIColor }
        t.property("tintColor", archived: "UITintColor") { $0.tintColor = $1.object as? UIColor }
        t.decode("UIViewAutolayoutConstraints") { $0.addConstraints($1.objects(of: NSLayoutConstraint.self)) }
        t.property("gestureRecognizers", archived: "gestureRecognizers", "UIGestureRecognizers") { view, value in
            view.gestureRecognizers = value.objects(of: UIGestureRecognizer.self)
            for recognizer in view.gestureRecognizers { recognizer.view = view }
        }
        t.property("restorationIdentifier", archived: "UIRestorationIdentifier") { $0.restorationIdentifier = $1.string }
        t.property("accessibilityIdentifier", archived: "UIAccessibilityIdentifier", "accessibilityIdentifier") {
            $0.accessibilityIdentifier = $1.string
        }
        t.decode("UIViewLayoutGuides") { $0.layoutGuides = $1.objects(of: UILayoutGuide.self) }

        t.set("frame") { view, value in view.frame = try value.rect ?? { throw view.mismatch("frame", value, expected: "a rect") }() }
        t.set("bounds") { view, value in view.bounds = try value.rect ?? { throw view.mismatch("bounds", value, expected: "a rect") }() }
        t.set("center") { view, value in view.center = try value.point ?? { throw view.mismatch("center", value, expected: "a point") }() }
        t.setNumber("alpha") { $0.alpha = $1 }
        t.setBool("hidden") { $0.isHidden = $1 }
        t.setInteger("tag") { $0.tag = $1 }
        t.setBool("clipsToBounds") { $0.clipsToBounds = $1 }
        t.setBool("userInteractionEnabled") { $0.isUserInteractionEnabled = $1 }
        t.setInteger("contentMode") { $0.contentMode = $1 }

        t.get("layer") { .object($0.layer) }
        t.get("subviews") { .array($0.subviews.map { .object($0) }) }
        t.get("superview") { $0.superview.map { .object($0) } ?? .null }
        t.get("tag") { .int(Int64($0.tag)) }
        t.get("alpha") { .double($0.alpha) }
        t.get("gestureRecognizers") { .array($0.gestureRecognizers.map { .object($0) }) }
        t.get("hidden") { .bool($0.isHidden) }
    }

    /// Resizes the subviews for a change of this view's size from `old`, following each
    /// subview's autoresizing mask (UIKit's springs and struts).
    public func resizeSubviews(from old: Size) {
        let dw = bounds.size.width - old.width, dh = bounds.size.height - old.height
        guard autoresizesSubviews, dw != 0 || dh != 0 else { return }
        for view in subviews {
            view.frame = Self.autoresize(view.frame, mask: view.autoresizingMask, dw: dw, dh: dh)
        }
    }

    static func autoresize(_ frame: Rect, mask: Int, dw: Double, dh: Double) -> Rect {
        func axis(_ origin: Double, _ length: Double, _ delta: Double, lead: Bool, flex: Bool, trail: Bool) -> (Double, Double) {
            let parts = (lead ? 1.0 : 0) + (flex ? 1.0 : 0) + (trail ? 1.0 : 0)
            guard parts > 0 else { return (origin, length) }
            let share = delta / parts
            return (origin + (lead ? share : 0), length + (flex ? share : 0))
        }
        let (x, w) = axis(frame.origin.x, frame.size.width, dw, lead: mask & 1 != 0, flex: mask & 2 != 0, trail: mask & 4 != 0)
        let (y, h) = axis(frame.origin.y, frame.size.height, dh, lead: mask & 8 != 0, flex: mask & 16 != 0, trail: mask & 32 != 0)
        return Rect(x: x, y: y, width: w, height: h)
    }
}
