/// The archive keys UIKit's nib coder uses (docs/formats.md), as string constants so that the
/// model, the compiler and the runtime spell them once.
public enum UIKitKeys {
    // Root object lists, in the order UIKit writes them.
    public static let topLevelObjects = "UINibTopLevelObjectsKey"
    public static let objects = "UINibObjectsKey"
    public static let connections = "UINibConnectionsKey"
    public static let visibleWindows = "UINibVisibleWindowsKey"
    public static let accessibilityConfigurations = "UINibAccessibilityConfigurationsKey"
    public static let traitStorageLists = "UINibTraitStorageListsKey"
    /// The root's LNE version (Xcode 15.1 and later; ``NibArchiveTrailer``).
    public static let lneVersion = "IBUINibLNEVersionKey"
    public static let keyValuePairs = "UINibKeyValuePairsKey"
    /// The seven root keys, in order.
    public static let rootKeys = [
        topLevelObjects, objects, connections, visibleWindows,
        accessibilityConfigurations, traitStorageLists, keyValuePairs
    ]

    // Collections, strings and numbers.
    public static let inlinedValue = "NSInlinedValue"
    public static let emptyKey = "UINibEncoderEmptyKey"
    public static let stringBytes = "NS.bytes"
    public static let numberInteger = "NS.intval"
    public static let numberDouble = "NS.dblval"

    // Placeholders and class swapping.
    public static let proxiedObjectIdentifier = "UIProxiedObjectIdentifier"
    public static let filesOwner = "IBFilesOwner"
    public static let firstResponder = "IBFirstResponder"
    public static let className = "UIClassName"
    public static let originalClassName = "UIOriginalClassName"

    // Connections.
    public static let label = "UILabel"
    public static let source = "UISource"
    public static let destination = "UIDestination"
    public static let eventMask = "UIEventMask"
    public static let collectionClassName = "runtimeCollectionClassName"
    public static let addsContentToExistingCollection = "addsContentToExistingCollection"

    // User-defined runtime attributes.
    public static let kvpObject = "UIObject"
    public static let kvpKeyPath = "UIKeyPath"
    public static let kvpValue = "UIValue"

    // Nested nibs.
    public static let archiveData = "archiveData"
    public static let captureEnclosingBundle = "captureEnclosingNIBBundleOnDecode"
    public static let bundleResourceName = "bundleResourceName"

    // Views.
    public static let bounds = "UIBounds"
    public static let center = "UICenter"
    public static let subviews = "UISubviews"
    public static let superview = "UISuperview"
    public static let constraints = "UIViewAutolayoutConstraints"
    public static let autoresizingMask = "UIAutoresizingMask"
    public static let alpha = "UIAlpha"
    public static let tag = "UITag"
}

/// The archive class names with a special meaning to UIKit's nib coder.
public enum UIKitClasses {
    public static let root = "NSObject"
    public static let string = "NSString"
    public static let number = "NSNumber"
    public static let array = "NSArray"
    public static let mutableArray = "NSMutableArray"
    public static let set = "NSSet"
    public static let mutableSet = "NSMutableSet"
    public static let dictionary = "NSDictionary"
    public static let mutableDictionary = "NSMutableDictionary"
    public static let proxy = "UIProxyObject"
    public static let classSwapper = "UIClassSwapper"
    public static let outletConnection = "UIRuntimeOutletConnection"
    public static let eventConnection = "UIRuntimeEventConnection"
    public static let outletCollectionConnection = "UIRuntimeOutletCollectionConnection"
    public static let keyValuePair = "UINibKeyValuePair"
    public static let nib = "UINib"
}

/// `UIControl.Event` bits for the `eventType` names Interface Builder writes.
package enum UIEventMaskBits {
    /// Event name → bit number.
    package static let bits: [String: Int] = [
        "touchDown": 0, "touchDownRepeat": 1, "touchDragInside": 2, "touchDragOutside": 3,
        "touchDragEnter": 4, "touchDragExit": 5, "touchUpInside": 6, "touchUpOutside": 7,
        "touchCancel": 8, "valueChanged": 12, "editingDidBegin": 16, "editingChanged": 17,
        "editingDidEnd": 18, "editingDidEndOnExit": 19, "primaryActionTriggered": 13, "menuActionTriggered": 14
    ]

    /// The bit number for an `eventType` name, or nil when the name is unknown.
    package static func bit(forEventType name: String) -> Int? { bits[name] }

    /// The mask (`1 << bit`) for an `eventType` name, or nil when the name is unknown.
    package static func mask(forEventType name: String) -> UInt32? { bits[name].map { 1 << UInt32($0) } }

    /// The event names whose bits are set in `mask`, in bit order; unnamed bits as `bitN`.
    package static func names(in mask: UInt32) -> [String] {
        let byBit = Dictionary(uniqueKeysWithValues: bits.map { ($0.value, $0.key) })
        return (0..<32).filter { mask & (1 << UInt32($0)) != 0 }.map { byBit[$0] ?? "bit\($0)" }
    }
}
