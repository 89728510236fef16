import NibModel

/// Nib-in-nib embedding: a view class whose instances in other nibs are placeholders,
/// replaced after decoding by an instance loaded from the class's own nib.
///
/// A placeholder is an instance with no subviews. Its replacement is the first top-level
/// object of the nib named ``embeddedNibName`` that is of the same class; frame,
/// autoresizing mask, alpha, hidden, tag and constraint translation pass through. The
/// replacement takes the placeholder's place everywhere the decoder hands it out —
/// the parent's subviews and any outlet to it. The loaded instance has subviews, so it is
/// not replaced again; a nib that embeds itself fails with ``NibRuntimeError`` `.recursion`.
open class NibEmbeddedView: UIView {
    /// The nib to load instances from (default: the class name).
    open class var embeddedNibName: String { nibClassName }

    override open func awakeAfterDecoding(in context: NibDecodingContext) throws -> NibRuntimeObject {
        guard subviews.isEmpty else { return self }
        let nib = try context.nib(named: Self.embeddedNibName)
        let loaded = try context.instantiateNested(nib)
        guard let replacement = loaded.topLevelObjects.first(where: { type(of: $0) == type(of: self) }) as? UIView else {
            throw NibRuntimeError(.notAUIKitNib, "nib \(Self.embeddedNibName) has no top-level \(Self.nibClassName) to embed", nib: context.nibName)
        }
        replacement.frame = frame
        replacement.autoresizingMask = autoresizingMask
        replacement.alpha = alpha
        replacement.isHidden = isHidden
        replacement.tag = tag
        replacement.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        if let parent = superview { parent.replaceSubview(self, with: replacement) }
        return replacement
    }
}

extension UIView {
    /// Content loading (UIView+NibLoading / NibLoadedView): loads this view's *subviews* from
    /// `nib` with the view as File's Owner, so the nib's outlets bind to it.
    ///
    /// The nib's single top-level view is a container that is discarded: its subviews (and the
    /// constraints between them and it) move to the receiver. A receiver with a zero-size
    /// frame takes the container's size; otherwise the subviews are resized from the
    /// container's size to the receiver's by their autoresizing masks.
    ///
    /// - Throws: ``NibRuntimeError`` when the nib does not have exactly one top-level view.
    public func loadContentFromNib(_ nib: Nib, options: NibOptions = NibOptions()) throws {
        let objects = try nib.instantiate(owner: self, options: options)
        guard objects.count == 1, let container = objects[0] as? UIView else {
            throw NibRuntimeError(.notAUIKitNib, "content nib must hold exactly one top-level view, found \(objects.count) objects", nib: nib.name)
        }
        if bounds.size == .zero {
            bounds = Rect(origin: bounds.origin, size: container.bounds.size)
        } else {
            let old = container.bounds.size
            container.bounds = Rect(origin: container.bounds.origin, size: bounds.size)
            container.resizeSubviews(from: old)
        }
        for view in container.subviews { addSubview(view) }
        var moved: [NSLayoutConstraint] = []
        for constraint in container.constraints {
            if constraint.firstItem === container { constraint.firstItem = self }
            if constraint.secondItem === container { constraint.secondItem = self }
            moved.append(constraint)
        }
        addConstraints(moved)
    }
}
