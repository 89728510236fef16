import Foundation
import NibArchive
import Testing
import TestSupport
import XIB

/// Issue 40 item 6: the repository scores a compiled nib against Apple's itself
/// (`nibbench diff --score`, `NibFidelity`), without tools from outside it.
struct FidelityScoreTests {
    static func compiled(_ xib: String) throws -> NibArchive {
        try NibArchive(bytes: try XIBCompiler.compile(XIBDocument(data: Data(xib.utf8), file: "V.xib")).encoded())
    }

    @Test func aNibScoresOneAgainstItselfAndLessWithoutAnOutlet() throws {
        let source = try String(contentsOfFile: try Vectors.xibFolder() + "/pocket-casts-ios/ButtonCell.xib", encoding: .utf8)
        let nib = try Self.compiled(source)
        let same = NibFidelity(apple: nib, ours: nib)
        #expect(same.connections == 1 && same.classes == 1 && same.keys == 1 && same.values == 1, "\(same.text())")
        #expect(same.missingConnections.isEmpty && same.extraConnections.isEmpty)

        let line = try #require(source.split(separator: "\n").first { $0.contains("<outlet property=\"buttonTitle\"") })
        let without = try Self.compiled(source.replacingOccurrences(of: String(line), with: ""))
        let score = NibFidelity(apple: nib, ours: without)
        #expect(score.missingConnections.count == 1 && score.missingConnections[0].hasPrefix("outlet buttonTitle "), "\(score.text())")
        #expect(score.extraConnections.isEmpty)
        #expect(score.connections < 1 && score.values < 1, "\(score.text())")
        #expect(score.classes < 1, "one connection object fewer: \(score.text())")
        #expect(score.text().hasPrefix("connections "), "\(score.text())")
        let json = try #require(try JSONSerialization.jsonObject(with: score.json()) as? [String: Any])
        let keys = try #require((json["keys"] as? NSNumber)?.doubleValue)
        #expect(abs(keys - score.keys) < 1e-9 && (json["apple"] as? [String: Any])?["keys"] is [[String]], "\(json)")
    }
}
