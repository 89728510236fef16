import NibArchive
import NibModel

extension CompileState {
    /// A view controller's `topLayoutGuide`/`bottomLayoutGuide` (`<viewControllerLayoutGuide>`
    /// of a storyboard scene) as Apple writes them in the scene's view nib: each a hidden
    /// `_UILayoutGuide` view, the last subviews of the controller's view, listed in
    /// `UINibObjectsKey` but not top-level; its own width `_UILayoutSupportConstraint`
    /// (priority 999); and three constraints that place it in the view (leading, top or bottom,
    /// height), added to the view's constraints and named again in the guide's
    /// `_UILayoutGuideConstraintsToRemove` (docs/uikit-encoding.md).
    mutating func attachControllerLayoutGuides() {
        let guides = document.objects.filter { $0.name == "viewControllerLayoutGuide" }
        guard !guides.isEmpty,
            let viewElement = document.objects.first(where: { $0.name != "placeholder" && $0.name != "viewControllerLayoutGuide" }),
            let viewKey = Self.objectKey(viewElement), let view = ids[viewKey]
        else { return }
        var subviews: [NibPropertyValue] = []
        var constraints: [NibPropertyValue] = []
        for element in guides {
            guard let key = Self.objectKey(element), let guide = ids[key] else { continue }
            let top = element["type"] != "bottom"
            func constraint(_ first: NibObjectID, _ firstAttribute: Int, _ second: NibObjectID?, _ secondAttribute: Int) -> NibPropertyValue {
                var properties = [
                    NibProperty("NSFirstItem", .object(first)), NibProperty("NSFirstAttribute", .int(firstAttribute)),
                    NibProperty("NSFirstAttributeV2", .int(firstAttribute))
                ]
                if let second {
                    properties += [
                        NibProperty("NSSecondItem", .object(second)), NibProperty("NSSecondAttribute", .int(secondAttribute)),
                        NibProperty("NSSecondAttributeV2", .int(secondAttribute))
                    ]
                }
                properties.append(NibProperty("NSShouldBeArchived", .bool(true)))
                return .object(nib.add(NibDocumentObject(className: "NSLayoutConstraint", properties: properties), listed: false))
            }
            let leading = 5, topEdge = 3, bottomEdge = 4, width = 7, height = 8
            let placing =
                top
                ? [constraint(guide, leading, view, leading), constraint(guide, topEdge, view, topEdge), constraint(guide, height, nil, 0)]
                : [constraint(guide, leading, view, leading), constraint(guide, height, nil, 0), constraint(view, bottomEdge, guide, bottomEdge)]
            let support = nib.add(
                NibDocumentObject(
                    className: "_UILayoutSupportConstraint",
                    properties: [
                        NibProperty("NSFirstItem", .object(guide)), NibProperty("NSFirstAttribute", .int(width)),
                        NibProperty("NSFirstAttributeV2", .int(width)), NibProperty("NSShouldBeArchived", .bool(true)),
                        NibProperty("NSPriority", .int(999))
                    ]), listed: false)
            nib[guide].properties = [
                NibProperty("UIDeepDrawRect", .bool(true)), NibProperty("UIOpaque", .bool(true)), NibProperty("UIHidden", .bool(true)),
                NibProperty("UIAutoresizeSubviews", .bool(true)),
                NibProperty("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)),
                NibProperty(UIKitKeys.constraints, .array([.object(support)], mutable: true)),
                NibProperty("UIViewSemanticContentAttribute", .int(0)), NibProperty("UIViewLargeContentStoredProperties", .scalar(.null)),
                NibProperty("_UILayoutGuideIdentifier", .string(top ? "_UIViewControllerTop" : "_UIViewControllerBottom")),
                NibProperty("_UILayoutGuideConstraintsToRemove", .array(placing, mutable: false))
            ]
            nib.topLevelObjects.removeAll { $0 == guide }
            subviews.append(.object(guide))
            constraints += placing
        }
        append(subviews, to: UIKitKeys.subviews, of: view)
        append(constraints, to: UIKitKeys.constraints, of: view)
    }

    /// Appends `values` to the mutable array under `key` of `object`, creating it when absent.
    private mutating func append(_ values: [NibPropertyValue], to key: String, of object: NibObjectID) {
        guard !values.isEmpty else { return }
        if let at = nib[object].properties.firstIndex(where: { $0.key == key }),
            case .array(let existing, let mutable) = nib[object].properties[at].value
        {
            nib[object].properties[at].value = .array(existing + values, mutable: mutable)
        } else {
            nib[object].properties.append(NibProperty(key, .array(values, mutable: true)))
        }
    }
}
