import NibModel
import NibRuntime
import Testing

/// Issue 40: a real UIKit class that no runtime class models is made as its nearest modelled
/// ancestor in UIKit's class list, keeps its own name, and is reported once.
@Suite struct ClassSubstitutionTests {
    /// A nib with two objects of `className`, each with a view's geometry.
    static func nib(_ className: String, pairs: [(String, NibPropertyValue)] = []) throws -> Nib {
        var d = NibDocument()
        for _ in 0..<2 {
            let object = d.add(
                NibDocumentObject(
                    className: className,
                    properties: [
                        NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 320, height: 216))),
                        NibProperty("UICenter", .point(Point(x: 160, y: 108)))
                    ]), topLevel: true)
            for (keyPath, value) in pairs { d.keyValuePairs.append(NibKeyValuePair(object: object, keyPath: keyPath, value: value)) }
        }
        return Nib(data: try d.encoded(), name: "\(className).nib")
    }

    @Test("UIDatePicker is a UIControl named UIDatePicker, reported once, with its real keys")
    func datePicker() throws {
        let result = try Self.nib("UIDatePicker", pairs: [("datePickerMode", .integer(1)), ("minuteInterval", .string("15"))])
            .instantiateDetailed(owner: nil)
        #expect(result.topLevelObjects.count == 2)
        for object in result.topLevelObjects {
            let picker = try #require(object as? UIControl)
            #expect(type(of: picker) == UIControl.self && picker.className == "UIDatePicker")
            #expect(try picker.value(forKey: "datePickerMode").int == 1 && picker.value(forKey: "minuteInterval").int == 15)
        }
        #expect(result.report.substitutedClasses == [ClassSubstitution(className: "UIDatePicker", instantiatedAs: "UIControl")])
        #expect(result.report.unknownClasses.isEmpty)
    }

    @Test("a framework view is a UIView; a key its class lacks is still refused")
    func mapView() throws {
        let result = try Self.nib("MKMapView", pairs: [("showsUserLocation", .bool(true))]).instantiateDetailed(owner: nil)
        #expect(result.topLevelObjects.allSatisfy { type(of: $0) == UIView.self && $0.className == "MKMapView" })
        #expect(result.report.substitutedClasses == [ClassSubstitution(className: "MKMapView", instantiatedAs: "UIView")])
        #expect(throws: NibRuntimeError.self) { try Self.nib("MKMapView", pairs: [("sparkle", .bool(true))]).instantiate(owner: nil) }
    }

    @Test("the registry substitutes real classes only, and only with a registered ancestor")
    func registry() {
        let standard = NibClassRegistry.standard
        #expect(standard.lookup("UIPageControl") == nil)
        #expect(standard.substitute(for: "UIPageControl")?.ancestor == "UIControl")
        #expect(standard.substitute(for: "UIRefreshControl")?.ancestor == "UIControl")
        #expect(standard.substitute(for: "MYFancyWidget") == nil)
        #expect(NibClassRegistry().substitute(for: "UIDatePicker") == nil, "nothing registered")
        let made = standard.instance(of: "UIPageControl")
        #expect(made is UIControl && made.className == "UIPageControl")
        #expect(standard.instance(of: "MYFancyWidget") is GenericObject)
    }

    @Test("an app class swapped over an unmodelled real class stands in as the real class's ancestor")
    func swapper() throws {
        var d = NibDocument()
        d.add(NibDocumentObject(kind: .classSwapper(className: "MYDatePicker", originalClassName: "UIDatePicker")), topLevel: true)
        let result = try Nib(data: d.encoded(), name: "Swapped.nib").instantiateDetailed(owner: nil)
        let object = try #require(result.topLevelObjects.first)
        #expect(type(of: object) == UIControl.self && object.className == "UIDatePicker")
        #expect(result.report.unknownClasses == ["MYDatePicker"])
        #expect(result.report.substitutedClasses == [ClassSubstitution(className: "UIDatePicker", instantiatedAs: "UIControl")])
    }
}
