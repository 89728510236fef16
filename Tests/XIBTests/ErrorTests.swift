import Foundation
import Testing
import XIB
import TestSupport

@Suite struct ErrorTests {
    func xib(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0">
                <objects>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    func failure(_ data: Data) -> XIBError? {
        do {
            _ = try XIBCompiler.compile(XIBDocument(data: data, file: "Bad.xib"))
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLNamesLineAndColumn() throws {
        let error = try #require(failure(xib("        <view id=\"a\">\n        </label>")))
        #expect(error.code == .malformedXML)
        #expect(error.file == "Bad.xib" && error.line == 5 && error.column != nil)
        #expect(error.description.hasPrefix("Bad.xib:5:"))
    }

    @Test func connectionToAMissingIDIsAnErrorAtTheConnection() throws {
        let error = try #require(
            failure(
                xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                                <connections>
                                    <outlet property="view" destination="nope" id="c1"/>
                                </connections>
                            </placeholder>
                    """)))
        #expect(error.code == .unknownID)
        #expect(error.line == 6)
        #expect(error.message.contains("\"nope\""))
    }

    @Test func constraintToAMissingItemIsAnError() throws {
        let error = try #require(
            failure(
                xib(
                    """
                            <view id="v">
                                <constraints>
                                    <constraint firstItem="ghost" firstAttribute="width" constant="3" id="k"/>
                                </constraints>
                            </view>
                    """)))
        #expect(error.code == .unknownID && error.line == 6)
    }

    @Test func duplicateIDNamesBothPlaces() throws {
        let error = try #require(
            failure(
                xib(
                    """
                            <view id="same"/>
                            <label id="same"/>
                    """)))
        #expect(error.code == .duplicateID && error.line == 5)
        #expect(error.message.contains("first at line 4"))
    }

    @Test func storyboardsAndMacOSDocumentsAreRefusedClearly() throws {
        let storyboard = try #require(failure(xib("", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")))
        #expect(storyboard.code == .unsupportedDocument && storyboard.message.contains("this is a storyboard, not an xib"))
        let mac = try #require(failure(xib("", type: "com.apple.InterfaceBuilder3.Cocoa.XIB")))
        #expect(mac.code == .unsupportedDocument && mac.message.contains("macOS"))
        let other = try #require(failure(Data("<plist version=\"1.0\"/>".utf8)))
        #expect(other.code == .unsupportedDocument && other.line == 1)
    }

    @Test func unknownElementsAndAttributesAreReportedNeverInvented() throws {
        let result = try XIBCompiler.compile(
            XIBDocument(
                data: xib(
                    """
                            <view sparkle="7" id="v">
                                <hologram key="effect" intensity="0.5"/>
                            </view>
                            <teleporter id="t"/>
                    """)))
        // The unknown value element is left out (its attribute with it); the unknown object
        // is an NSObject, not a made-up "UITeleporter".
        #expect(result.report.genericAttributes == ["sparkle": 1])
        #expect(result.report.genericElements == ["hologram": 1, "teleporter": 1])
        let view = result.nib[result.nib.topLevelObjects[0]]
        #expect(view["UISparkle"] == .int(7))
        #expect(!result.nib.objects.contains { $0.className == "UITeleporter" })
        #expect(result.nib.objects.contains { $0.className == "NSObject" })
    }

    @Test func invalidUTF8IsAnErrorNotATrap() throws {
        var bytes = Array(handWrittenXIB.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "<"))! + 200
        bytes[at] = 0xD5
        let error = try #require(failure(Data(bytes)))
        #expect(error.code == .malformedXML && error.message.contains("UTF-8"))
        #expect(error.line == bytes[..<at].filter { $0 == UInt8(ascii: "\n") }.count + 1)
        #expect(error.column == at - (bytes[..<at].lastIndex(of: UInt8(ascii: "\n")) ?? -1))
    }

    @Test func arbitraryBytesNeverCrashTheParser() throws {
        var rng = SeededGenerator(seed: 42)
        let base = Array(handWrittenXIB.utf8)
        for _ in 0..<2_000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = try? XIBCompiler.compile(XIBDocument(data: Data(bytes))).encoded()
        }
    }
}
