/// The target-actions one receiver registered, in order: the first held inline, the others in
/// an array.
///
/// Nearly every control in a nib has one action; an array would allocate a buffer for it on
/// every instantiate (about a tenth of a button's instantiate cost), where this allocates
/// nothing until a second action arrives. The first one's fields are stored one by one, not as
/// an optional ``TargetAction``: an optional of a struct with a weak reference is tested and
/// destroyed through the runtime's generic value witnesses.
struct TargetActionList {
    private weak var firstTarget: NibRuntimeObject?
    /// The first action's selector; nil while the list is empty.
    private var firstSelector: String?
    private var firstSendsToFirstResponder = false
    private var firstEventMask: UInt32 = 0
    private var rest: [TargetAction] = []

    /// Adds a target-action after the others.
    mutating func append(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        guard firstSelector != nil else {
            firstTarget = target
            firstSelector = selector
            firstSendsToFirstResponder = target == nil
            firstEventMask = events
            return
        }
        rest.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    /// Every target-action, in the order they were added.
    var all: [TargetAction] {
        guard let firstSelector else { return [] }
        let first = TargetAction(
            target: firstTarget, sendsToFirstResponder: firstSendsToFirstResponder, selector: firstSelector, eventMask: firstEventMask)
        return [first] + rest
    }
}
