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

    /// The class name this instance was archived under (set by the decoder).
    public internal(set) var archivedClassName: String?

    /// The nib this instance loads its replacement from (default ``embeddedNibName``).
    open var nibNameToEmbed: String { Self.embeddedNibName }

    override open func awakeAfterDecoding(in context: NibDecodingContext) throws -> NibRuntimeObject {
        guard subviews.isEmpty else { return self }
        let name = nibNameToEmbed
        let nib = try context.nib(named: name)
        let loaded = try context.instantiateNested(nib)
        let match = loaded.topLevelObjects.first {
            type(of: $0) == type(of: self) && ($0 as? NibEmbeddedView)?.archivedClassName == archivedClassName
        }
        guard let replacement = match as? UIView else {
            throw NibRuntimeError(.notAUIKitNib, "nib \(name) has no top-level \(className) to embed", nib: context.nibName)
        }
        replacement.frame = frame
        replacement.autoresizingMask = autoresizingMask
        replacement.alpha = alpha
        replacement.isHidden = isHidden
        replacement.tag = tag
        replacement.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        if let parent = superview {
            guard try parent.fitsAsSubview(replacement) else {
                throw NibRuntimeError(
                    .tooDeep, "embedding nib \(name) makes views nest deeper than \(UIView.maximumHierarchyDepth) levels", nib: context.nibName)
            }
            parent.replaceSubview(self, with: replacement)
        }
        return replacement
    }
}

/// A nib-in-nib placeholder for any nib, without a class of its own: a view archived with
/// custom class `NibEmbedded_<Name>` is replaced by the top-level view of nib `<Name>`
/// (whose root has the same custom class). Generated corpora use it; the registry resolves
/// every `NibEmbedded_` name to this class.
public final class NamedEmbeddedView: NibEmbeddedView {
    /// The custom-class prefix.
    public static let prefix = "NibEmbedded_"
    override public class var nibClassName: String { "NibEmbeddedView" }
    override public var className: String { archivedClassName ?? Self.nibClassName }
    override public var nibNameToEmbed: String { String((archivedClassName ?? "").dropFirst(Self.prefix.count)) }
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
