import Foundation
import NibModel
import Testing
import TestSupport
@testable import XIB

/// Issue 29: legacy Interface Builder 3 `<archive>` xibs (7.10 and 8.00) are translated into the
/// `<document>` tree the modern compiler consumes. The archives here are written for these tests
/// in the format of the real ones (owncloud/ios, read not copied: docs/uikit-encoding.md).
@Suite struct LegacyArchiveTests {
    /// A view holding a label, a button and a hidden image view; File's Owner outlets to the
    /// view and the label, the button's action to File's Owner; custom classes for File's Owner
    /// and the label.
    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1296</int>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="100">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t\t<string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t\t</object>
        \t\t\t<object class="IBProxyObject" id="101">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
        \t\t\t</object>
        \t\t\t<object class="IBUIView" id="200">
        \t\t\t\t<reference key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="201">
        \t\t\t\t\t\t<reference key="NSNextResponder" ref="200"/>
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 20}, {280, 21}}</string>
        \t\t\t\t\t\t<reference key="NSSuperview" ref="200"/>
        \t\t\t\t\t\t<bool key="IBUIOpaque">NO</bool>
        \t\t\t\t\t\t<string key="IBUIText">Hello</string>
        \t\t\t\t\t\t<object class="NSColor" key="IBUITextColor">
        \t\t\t\t\t\t\t<int key="NSColorSpace">1</int>
        \t\t\t\t\t\t\t<bytes key="NSRGB">MSAwIDAA</bytes>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<object class="IBUIFontDescription" key="IBUIFontDescription">
        \t\t\t\t\t\t\t<string key="name">Helvetica-Bold</string>
        \t\t\t\t\t\t\t<string key="family">Helvetica</string>
        \t\t\t\t\t\t\t<int key="traits">2</int>
        \t\t\t\t\t\t\t<double key="pointSize">17</double>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<int key="IBUITextAlignment">1</int>
        \t\t\t\t\t\t<int key="IBUINumberOfLines">2</int>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIButton" id="202">
        \t\t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 60}, {280, 37}}</string>
        \t\t\t\t\t\t<int key="IBUIContentHorizontalAlignment">0</int>
        \t\t\t\t\t\t<object class="NSFont" key="IBUIFont">
        \t\t\t\t\t\t\t<string key="NSName">Helvetica-Bold</string>
        \t\t\t\t\t\t\t<double key="NSSize">15</double>
        \t\t\t\t\t\t\t<int key="NSfFlags">16</int>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<int key="IBUIButtonType">1</int>
        \t\t\t\t\t\t<string key="IBUINormalTitle">Go</string>
        \t\t\t\t\t\t<object class="NSColor" key="IBUIHighlightedTitleColor">
        \t\t\t\t\t\t\t<int key="NSColorSpace">3</int>
        \t\t\t\t\t\t\t<bytes key="NSWhite">MQA</bytes>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t\t<object class="NSColor" key="IBUINormalTitleColor">
        \t\t\t\t\t\t\t<int key="NSColorSpace">1</int>
        \t\t\t\t\t\t\t<bytes key="NSRGB">MSAwIDAA</bytes>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBUIImageView" id="203">
        \t\t\t\t\t\t<int key="NSvFlags">-2147483356</int>
        \t\t\t\t\t\t<string key="NSFrame">{{20, 110}, {64, 64}}</string>
        \t\t\t\t\t\t<object class="NSCustomResource" key="IBUIImage">
        \t\t\t\t\t\t\t<string key="NSClassName">NSImage</string>
        \t\t\t\t\t\t\t<string key="NSResourceName">logo.png</string>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t\t\t\t<reference key="NSSuperview"/>
        \t\t\t\t<object class="NSColor" key="IBUIBackgroundColor">
        \t\t\t\t\t<int key="NSColorSpace">3</int>
        \t\t\t\t\t<bytes key="NSWhite">MC43NQA</bytes>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        \t\t\t</object>
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<array class="NSMutableArray" key="connectionRecords">
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">view</string>
        \t\t\t\t\t\t<reference key="source" ref="100"/>
        \t\t\t\t\t\t<reference key="destination" ref="200"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<int key="connectionID">3</int>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">titleLabel</string>
        \t\t\t\t\t\t<reference key="source" ref="100"/>
        \t\t\t\t\t\t<reference key="destination" ref="201"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<int key="connectionID">8</int>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchEventConnection" key="connection">
        \t\t\t\t\t\t<string key="label">go:</string>
        \t\t\t\t\t\t<reference key="source" ref="202"/>
        \t\t\t\t\t\t<reference key="destination" ref="100"/>
        \t\t\t\t\t\t<int key="IBEventType">7</int>
        \t\t\t\t\t</object>
        \t\t\t\t\t<int key="connectionID">9</int>
        \t\t\t\t</object>
        \t\t\t</array>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">0</int>
        \t\t\t\t\t\t<array key="object" id="0"/>
        \t\t\t\t\t\t<reference key="children" ref="1000"/>
        \t\t\t\t\t\t<nil key="parent"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">1</int>
        \t\t\t\t\t\t<reference key="object" ref="200"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="100"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t\t<string key="objectName">File's Owner</string>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-2</int>
        \t\t\t\t\t\t<reference key="object" ref="101"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">5</int>
        \t\t\t\t\t\t<reference key="object" ref="201"/>
        \t\t\t\t\t\t<reference key="parent" ref="200"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">6</int>
        \t\t\t\t\t\t<reference key="object" ref="202"/>
        \t\t\t\t\t\t<reference key="parent" ref="200"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">7</int>
        \t\t\t\t\t\t<reference key="object" ref="203"/>
        \t\t\t\t\t\t<reference key="parent" ref="200"/>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<string key="-1.CustomClassName">GreetingViewController</string>
        \t\t\t\t<string key="-2.CustomClassName">UIResponder</string>
        \t\t\t\t<string key="5.CustomClassName">FancyLabel</string>
        \t\t\t\t<string key="5.IBPluginDependency">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t\t</dictionary>
        \t\t\t<int key="maxID">9</int>
        \t\t</object>
        \t</data>
        </archive>
        """

    static func document(_ text: String = archive, file: String = "Legacy.xib") throws -> XIBDocument {
        try XIBDocument(data: Data(text.utf8), file: file)
    }

    /// The translated element with id `id`.
    static func element(_ id: String, in document: XIBDocument) throws -> XIBElement {
        var pending = document.objects
        while let next = pending.popLast() {
            if next.id == id { return next }
            pending.append(contentsOf: next.children)
        }
        throw XIBError(.unknownID, "no element \(id)")
    }

    static func attributes(_ element: XIBElement?) -> [String: String] {
        Dictionary(element?.attributes.map { ($0.name, $0.value) } ?? [], uniquingKeysWith: { first, _ in first })
    }

    /// The compiled objects of UIKit class `name` (also behind a custom class's swapper).
    static func objects(_ name: String, in nib: NibDocument) -> [NibDocumentObject] {
        nib.objects.filter {
            switch $0.kind {
            case .object(let className): className == name
            case .classSwapper(_, let original): original == name
            case .placeholder: false
            }
        }
    }

    @Test("the view tree: placeholders, the view and its subviews with record ids, frames, autoresizing and hidden flags")
    func viewTree() throws {
        let document = try Self.document()
        #expect(document.root.name == "document" && document["type"] == XIBDocument.cocoaTouchType)
        #expect(document.objects.map(\.name) == ["placeholder", "placeholder", "view"])
        let view = try Self.element("1", in: document)
        #expect(view.child("subviews")?.children.map(\.name) == ["label", "button", "imageView"])
        #expect(view.child("subviews")?.children.compactMap(\.id) == ["5", "6", "7"])
        #expect(Self.attributes(view.children.first { $0.key == "frame" }) == ["x": "0", "y": "20", "width": "320", "height": "460", "key": "frame"])
        #expect(Self.attributes(view.child("autoresizingMask")) == ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"])
        #expect(
            Self.attributes(view.children.first { $0.key == "backgroundColor" }) == [
                "key": "backgroundColor", "white": "0.75", "alpha": "1", "colorSpace": "calibratedWhite"
            ])
        let label = try Self.element("5", in: document)
        #expect(Self.attributes(label.child("autoresizingMask")) == ["key": "autoresizingMask", "flexibleMaxX": "YES", "flexibleMaxY": "YES"])
        let image = try Self.element("7", in: document)
        #expect(Self.attributes(image)["hidden"] == "YES" && Self.attributes(image)["image"] == "logo.png")
        #expect(Self.attributes(label)["hidden"] == nil)

        let compiled = try XIBCompiler.compile(document)
        for name in ["UIView", "UILabel", "UIButton", "UIImageView"] {
            #expect(Self.objects(name, in: compiled.nib).count == 1, "\(name)")
        }
        #expect(UIKitClassCatalog.invented(in: compiled.nib, customClasses: document.customClasses).isEmpty)
        #expect(compiled.report.genericElements.isEmpty, "\(compiled.report.genericElements)")
        let hidden = try #require(Self.objects("UIImageView", in: compiled.nib).first)
        #expect(hidden.properties.contains { $0.key == "UIHidden" && $0.value == .bool(true) })
    }

    @Test("a label's text, colour, font, alignment and line count become the modern attributes and UILabel keys")
    func label() throws {
        let document = try Self.document()
        let label = try Self.element("5", in: document)
        let attributes = Self.attributes(label)
        #expect(
            attributes["text"] == "Hello" && attributes["textAlignment"] == "center" && attributes["numberOfLines"] == "2"
                && attributes["opaque"] == "NO")
        #expect(
            Self.attributes(label.children.first { $0.key == "textColor" }) == [
                "key": "textColor", "red": "1", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "calibratedRGB"
            ])
        #expect(
            Self.attributes(label.child("fontDescription")) == [
                "key": "fontDescription", "name": "Helvetica-Bold", "family": "Helvetica", "pointSize": "17"
            ])

        let compiled = try XIBCompiler.compile(document)
        let uiLabel = try #require(Self.objects("UILabel", in: compiled.nib).first)
        #expect(uiLabel.properties.contains { $0.key == "UIText" && $0.value == .string("Hello") })
        #expect(uiLabel.properties.contains { $0.key == "UITextAlignment" && $0.value == .int(1) })
        #expect(uiLabel.properties.contains { $0.key == "UINumberOfLines" && $0.value == .int(2) })
        let font = try #require(
            Self.objects("UIFont", in: compiled.nib).first { $0.properties.contains { $0.key == "UIFontPointSize" && $0.value == .float(17) } })
        #expect(font.properties.contains { $0.key == "UIFontName" && $0.value == .string("Helvetica-Bold") })
        #expect(uiLabel.properties.contains { $0.key == "UITextColor" })
    }

    @Test("a button's type, per-state titles and title colours and its NSFont become states and a fontDescription")
    func button() throws {
        let document = try Self.document()
        let button = try Self.element("6", in: document)
        #expect(Self.attributes(button)["buttonType"] == "roundedRect")
        let states = button.children("state")
        #expect(states.map { $0.key } == ["normal", "highlighted"])
        #expect(Self.attributes(states.first)["title"] == "Go")
        #expect(states.map { $0.child("color")?.key } == ["titleColor", "titleColor"])
        #expect(Self.attributes(button.child("fontDescription")) == ["key": "fontDescription", "name": "Helvetica-Bold", "pointSize": "15"])

        let compiled = try XIBCompiler.compile(document)
        let uiButton = try #require(Self.objects("UIButton", in: compiled.nib).first)
        #expect(uiButton.properties.contains { $0.key == "UIButtonType" && $0.value == .int(1) })
        let content = Self.objects("UIButtonContent", in: compiled.nib)
        #expect(content.count == 2)
        #expect(content.contains { $0.properties.contains { $0.key == "UITitle" && $0.value == .string("Go") } })
    }

    @Test("outlet and event connection records become each source's outlets and actions (IBEventType 7 = touchUpInside)")
    func connections() throws {
        let document = try Self.document()
        let owner = try Self.element("-1", in: document)
        #expect(
            owner.child("connections")?.children.map { Self.attributes($0) } == [
                ["property": "view", "destination": "1"], ["property": "titleLabel", "destination": "5"]
            ])
        let button = try Self.element("6", in: document)
        #expect(
            button.child("connections")?.children.map { Self.attributes($0) } == [
                ["selector": "go:", "destination": "-1", "eventType": "touchUpInside"]
            ])

        let compiled = try XIBCompiler.compile(document)
        let labels = compiled.nib.connections.map(\.label).sorted()
        #expect(labels == ["go:", "titleLabel", "view"])
        let action = try #require(compiled.nib.connections.first { $0.label == "go:" })
        #expect(action.kind == .action(eventMask: 1 << 6))
    }

    @Test("File's Owner and other objects take their custom class from flattenedProperties (8.00 and 7.10 dictionaries)")
    func customClasses() throws {
        let document = try Self.document()
        #expect(
            Self.attributes(try Self.element("-1", in: document)) == [
                "placeholderIdentifier": "IBFilesOwner", "id": "-1", "userLabel": "File's Owner", "customClass": "GreetingViewController"
            ])
        #expect(Self.attributes(try Self.element("-2", in: document))["customClass"] == "UIResponder")
        #expect(Self.attributes(try Self.element("5", in: document))["customClass"] == "FancyLabel")
        #expect(document.customClasses == ["GreetingViewController", "UIResponder", "FancyLabel"])
        let compiled = try XIBCompiler.compile(document)
        #expect(compiled.nib.objects.contains { $0.kind == .classSwapper(className: "FancyLabel", originalClassName: "UILabel") })

        // Version 7.10 writes collections as NSMutableArray objects with an EncodedWithXMLCoder
        // marker and dictionaries as dict.sortedKeys with dict.values.
        let old = Self.archive
            .replacingOccurrences(of: "version=\"8.00\"", with: "version=\"7.10\"")
            .replacingOccurrences(
                of: """
                    <dictionary class="NSMutableDictionary" key="flattenedProperties">
                    \t\t\t\t<string key="-1.CustomClassName">GreetingViewController</string>
                    \t\t\t\t<string key="-2.CustomClassName">UIResponder</string>
                    \t\t\t\t<string key="5.CustomClassName">FancyLabel</string>
                    \t\t\t\t<string key="5.IBPluginDependency">com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
                    \t\t\t</dictionary>
                    """,
                with: """
                    <object class="NSMutableDictionary" key="flattenedProperties">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="NSArray" key="dict.sortedKeys"><bool key="EncodedWithXMLCoder">YES</bool>
                    <string>-1.CustomClassName</string><string>5.IBPluginDependency</string></object>
                    <object class="NSMutableArray" key="dict.values"><bool key="EncodedWithXMLCoder">YES</bool>
                    <string>OldViewController</string><string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string></object>
                    </object>
                    """
            )
            .replacingOccurrences(
                of: "<array class=\"NSMutableArray\" key=\"NSSubviews\">",
                with: "<object class=\"NSMutableArray\" key=\"NSSubviews\"><bool key=\"EncodedWithXMLCoder\">YES</bool>"
            )
            .replacingOccurrences(
                of: "</array>\n\t\t\t\t<string key=\"NSFrame\">{{0, 20}", with: "</object>\n\t\t\t\t<string key=\"NSFrame\">{{0, 20}")
        #expect(old.contains("OldViewController") && old.contains("EncodedWithXMLCoder\">YES</bool>\n"), "the 7.10 rewrite did not apply")
        let translated = try Self.document(old)
        #expect(Self.attributes(try Self.element("-1", in: translated))["customClass"] == "OldViewController")
        #expect(try Self.element("1", in: translated).child("subviews")?.children.count == 3)
    }

    @Test(
        "an IB3 class with no modern element is reported as unknown, not invented; nor is a colour of another space; a table cell's content view is its contentView; data detector masks"
    )
    func unknownClassAndCell() throws {
        let body = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
              <data>
                <array key="IBDocument.RootObjects">
                  <object class="IBUIView" id="1">
                    <array key="NSSubviews">
                      <object class="IBUIFooWidget" id="2"><string key="NSFrameSize">{10, 10}</string></object>
                    </array>
                  </object>
                  <object class="IBUITableViewCell" id="3">
                    <array key="NSSubviews">
                      <object class="IBUIView" id="4"><string key="NSFrameSize">{320, 43}</string></object>
                    </array>
                    <string key="NSFrameSize">{320, 44}</string>
                    <reference key="IBUIContentView" ref="4"/>
                    <int key="IBUISelectionStyle">1</int>
                    <object class="NSColor" key="IBUIBackgroundColor">
                      <int key="NSColorSpace">7</int>
                    </object>
                  </object>
                  <object class="IBUIWebView" id="5">
                    <int key="IBUIDataDetectorTypes">5</int>
                    <bool key="IBUIDetectsPhoneNumbers">YES</bool>
                  </object>
                </array>
              </data>
            </archive>
            """
        let document = try Self.document(body)
        let cell = try Self.element("a3", in: document)
        #expect(cell.name == "tableViewCell" && cell.child("subviews") == nil)
        #expect(cell.child("tableViewCellContentView")?.key == "contentView")
        #expect(Self.attributes(cell)["selectionStyle"] == "blue")
        #expect(try Self.element("a2", in: document).name == "fooWidget")
        let web = try Self.element("a5", in: document)
        #expect(
            web.name == "webView"
                && Self.attributes(web.child("dataDetectorType")) == ["key": "dataDetectorTypes", "phoneNumber": "YES", "address": "YES"])
        let compiled = try XIBCompiler.compile(document)
        #expect(compiled.report.genericElements == ["fooWidget": 1, "NSColor": 1], "\(compiled.report.genericElements)")
        #expect(UIKitClassCatalog.invented(in: compiled.nib, customClasses: document.customClasses).isEmpty)
        #expect(Self.objects("UITableViewCellContentView", in: compiled.nib).count == 1)
        #expect(
            Self.objects("UIWebView", in: compiled.nib).first?.properties.contains { $0.key == "UIDataDetectorTypes" && $0.value == .int(5) } == true)
    }

    @Test(
        "archives of other versions, broken geometry and archives without root objects are refused, naming the file and line (other types: GenericElementTests)"
    )
    func refused() {
        let future = Self.archive.replacingOccurrences(of: "version=\"8.00\"", with: "version=\"9.00\"")
        #expect { try Self.document(future) } throws: {
            "\($0)".contains("Legacy.xib:2:") && "\($0)".contains("archive version \"9.00\" is not supported")
        }
        let badFrame = Self.archive.replacingOccurrences(of: "{{20, 60}, {280, 37}}", with: "{{20, sixty}, {280, 37}}")
        #expect { try Self.document(badFrame) } throws: {
            "\($0)".contains("Legacy.xib:39:") && "\($0)".contains("NSFrame \"{{20, sixty}, {280, 37}}\" is not a {{x, y}, {w, h}} rectangle")
        }
        let noRoots = "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>"
        #expect { try Self.document(noRoots) } throws: { "\($0)".contains("no IBDocument.RootObjects") }
    }

    @Test(
        "MBProgressHUD's legacy demo controller (MIT, vendored): 14 buttons share one archived font and colours by reference, 14 touchUpInside actions"
    )
    func vendoredDemoController() throws {
        let path = try Vectors.folder(Vectors.xibIOSLegacy) + "/mbprogresshud/HudDemoViewController.xib"
        let document = try XIBDocument(contentsOf: path)
        let compiled = try XIBCompiler.compile(document)
        #expect(UIKitClassCatalog.invented(in: compiled.nib, customClasses: document.customClasses).isEmpty)
        #expect(compiled.report.genericElements.isEmpty, "\(compiled.report.genericElements)")
        #expect(document.customClasses.contains("HudDemoViewController"))
        let buttons = Self.objects("UIButton", in: compiled.nib)
        #expect(buttons.count == 14)
        // The buttons after the first reference the first one's NSFont and title colours.
        var pending = document.objects, translated: [XIBElement] = []
        while let next = pending.popLast() {
            if next.name == "button" { translated.append(next) }
            pending.append(contentsOf: next.children)
        }
        #expect(translated.count == 14)
        // 13 reference one archived Helvetica-Bold description; one has its own, of type 2 (bold system).
        let fonts = translated.map { $0.children("fontDescription").map { Self.attributes($0) } }
        #expect(
            fonts.filter { $0 == [["key": "fontDescription", "name": "Helvetica-Bold", "family": "Helvetica", "pointSize": "15"]] }.count == 13,
            "\(fonts)")
        #expect(fonts.filter { $0 == [["key": "fontDescription", "type": "boldSystem", "pointSize": "15"]] }.count == 1, "\(fonts)")
        #expect(translated.allSatisfy { $0.children("state").first { $0.key == "highlighted" }?.child("color")?.key == "titleColor" })
        #expect(
            translated.allSatisfy {
                $0.children("state").first { $0.key == "normal" }?.children("color").map(\.key) == ["titleColor", "titleShadowColor"]
            })
        #expect(buttons.allSatisfy { button in button.properties.contains { $0.key == "UIFont" } }, "a button lost its referenced font")
        #expect(buttons.allSatisfy { button in button.properties.contains { $0.key == "UIButtonStatefulContent" } })
        let actions = compiled.nib.connections.filter { if case .action = $0.kind { true } else { false } }
        #expect(actions.count == 14 && actions.allSatisfy { $0.kind == .action(eventMask: 1 << 6) })
        #expect(compiled.nib.connections.contains { $0.label == "view" && $0.kind == .outlet })
        #expect(Self.objects("UIScrollView", in: compiled.nib).count == 1)
    }

    @Test(
        "MBProgressHUD's legacy MainWindow (MIT, vendored): window, navigation controller and app delegate compile; what has no modern element is reported"
    )
    func vendoredMainWindow() throws {
        let path = try Vectors.folder(Vectors.xibIOSLegacy) + "/mbprogresshud/MainWindow.xib"
        let document = try XIBDocument(contentsOf: path)
        let compiled = try XIBCompiler.compile(document)
        #expect(UIKitClassCatalog.invented(in: compiled.nib, customClasses: document.customClasses).isEmpty)
        for name in ["UIWindow", "UINavigationController", "UINavigationBar", "UINavigationItem"] {
            #expect(Self.objects(name, in: compiled.nib).count == 1, "\(name)")
        }
        // A navigation controller's view controllers have no element the xib compiler knows: reported.
        #expect(compiled.report.genericElements == ["viewControllers": 1])
        #expect(compiled.nib.connections.map(\.label).sorted() == ["delegate", "navController", "window"])
    }

    @Test("colour bytes: base64 without padding (with Apple's stray last character) of NUL-terminated components")
    func colorBytes() {
        #expect(LegacyArchiveVocabulary.colorComponents("MQA") == [1])
        #expect(LegacyArchiveVocabulary.colorComponents("MSAxIDEAA") == [1, 1, 1])
        #expect(LegacyArchiveVocabulary.colorComponents("MC41AA") == [0.5])
        #expect(
            LegacyArchiveVocabulary.colorComponents("MC4xOTYwNzg0MzQ2IDAuMzA5ODAzOTMyOSAwLjUyMTU2ODY1NgA") == [
                0.1960784346, 0.3098039329, 0.521568656
            ])
        #expect(LegacyArchiveVocabulary.numbers("{{0, -44.5}, {320, 436}}") == [0, -44.5, 320, 436])
        #expect(LegacyArchiveVocabulary.numbers("{a, 1}") == nil)
    }
}
