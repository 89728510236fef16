import Foundation
import NibArchive
import Testing
import TestSupport

/// Seeded property tests: random archives round-trip; truncated and mutated real archives
/// give an error or a valid archive, never a crash or a hang.
struct PropertyTests {
    static func randomDocument(_ rng: inout SeededGenerator) -> NibArchiveDocument {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ._")
        func name(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &rng)! }) }
        var document = NibArchiveDocument(coderVersion: UInt32.random(in: 9...10, using: &rng))
        let classCount = Int.random(in: 1...12, using: &rng)
        document.classes = (0..<classCount).map { _ in .init(name: name(Int.random(in: 1...30, using: &rng))) }
        for i in document.classes.indices where Bool.random(using: &rng) {
            document.classes[i].fallbacks = (0..<Int.random(in: 1...2, using: &rng)).map { _ in Int.random(in: 0..<classCount, using: &rng) }
        }
        let unicode = ["ключ", "é", "日本語", "🙂", ""]
        document.keys = (0..<Int.random(in: 1...40, using: &rng)).map { i in
            i % 7 == 3 ? unicode[i % unicode.count] : name(Int.random(in: 1...(i == 0 ? 200 : 40), using: &rng))
        }
        let objectCount = Int.random(in: 1...60, using: &rng)
        for _ in 0..<objectCount {
            let first = document.values.count
            for _ in 0..<Int.random(in: 0...10, using: &rng) {
                let value: NibValue
                switch Int.random(in: 0...10, using: &rng) {
                case 0: value = .int8(.random(in: .min ... .max, using: &rng))
                case 1: value = .int16(.random(in: .min ... .max, using: &rng))
                case 2: value = .int32(.random(in: .min ... .max, using: &rng))
                case 3: value = .int64(.random(in: .min ... .max, using: &rng))
                case 4: value = .bool(.random(using: &rng))
                case 5: value = .float(Float(bitPattern: .random(in: 0 ... .max, using: &rng)))
                case 6: value = .double(Double(bitPattern: .random(in: 0 ... .max, using: &rng)))
                case 7: value = .data(NibData((0..<Int.random(in: 0...300, using: &rng)).map { _ in .random(in: 0 ... .max, using: &rng) }))
                case 8: value = .null
                default: value = .object(Int.random(in: 0..<objectCount, using: &rng))
                }
                document.values.append(.init(keyIndex: Int.random(in: 0..<document.keys.count, using: &rng), value: value))
            }
            document.objects.append(.init(classIndex: Int.random(in: 0..<classCount, using: &rng), values: first..<document.values.count))
        }
        return document
    }

    @Test(arguments: 0..<20)
    func randomArchivesRoundTrip(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 1)
        for _ in 0..<25 {
            let document = Self.randomDocument(&rng)
            let bytes = try document.encoded()
            let archive = try NibArchive(bytes: bytes)
            #expect(NibArchiveDocument(archive) == document)
            #expect(try NibArchiveDocument(archive).encoded() == bytes)
            #expect(try document.encoded() == bytes, "encoding is deterministic")
        }
    }

    @Test func builderInternsKeysAndClassesInFirstUseOrder() throws {
        var builder = NibArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let color = builder.addObject(className: "UIColor", fallbacks: ["NSColor"])
        let string = builder.addObject(className: "NSString")
        builder.append("UIColor", .object(color), to: root)
        builder.append("UIText", .object(string), to: root)
        builder.append("UIWhite", .double(1), to: color)
        builder.append("NS.bytes", .data(NibData(utf8: "hello")), to: string)
        let document = builder.document()
        #expect(document.classes.map(\.name) == ["NSObject", "UIColor", "NSColor", "NSString"])
        #expect(document.classes[1].fallbacks == [2])
        #expect(document.keys == ["UIColor", "UIText", "UIWhite", "NS.bytes"])
        let archive = try NibArchive(bytes: document.encoded())
        #expect(archive.value(forKey: "NS.bytes", inObject: string)?.dataValue?.utf8String == "hello")
        #expect(archive.fallbacks(ofClass: 1).map { archive.className($0) } == ["NSColor"])
    }

    /// Whether every accessor of a decoded `archive` works and it round-trips.
    static func accessorsWorkAndRoundTrip(_ archive: NibArchive) -> Bool {
        for object in 0..<archive.objectCount {
            _ = archive.className(ofObject: object)
            for i in archive.valueRange(ofObject: object) {
                _ = archive.key(archive.keyIndex(ofValue: i))
                _ = archive.value(i)
            }
        }
        let document = NibArchiveDocument(archive)
        guard let again = try? document.encoded(), let reread = try? NibArchive(bytes: again) else { return false }
        return NibArchiveDocument(reread) == document
    }

    @Test(arguments: try Vectors.nibNames())
    func everyTruncationFails(_ name: String) throws {
        let data = Data(try Vectors.nibBytes(name))
        // A strict prefix always cuts the class table, which ends the file, so none is valid.
        let decoded = (0..<data.count).filter { length in
            (try? NibArchive(data: data.prefix(length))) != nil // a slice: no copy
        }
        #expect(decoded.isEmpty, "\(name): prefixes \(decoded.prefix(5)) decoded")
        #expect((try? NibArchive(data: data)) != nil)
    }

    /// Mutations per vector: a bounded sample (185 nibs × 50 ≈ 9,000 decodes and round trips,
    /// about ten seconds in a debug build). The open-ended search is the `nibarchive` fuzz
    /// target's (`scripts/fuzz nibarchive`, seeded with these vectors by `scripts/fuzz-seeds`),
    /// which checks the same property; `NIBBENCH_MUTATIONS=N` runs a longer sweep here.
    static let mutationsPerVector = Int(ProcessInfo.processInfo.environment["NIBBENCH_MUTATIONS"] ?? "") ?? 50

    /// What one mutated archive did: decoded (and passed ``accessorsWorkAndRoundTrip(_:)``), or was refused
    /// with a ``NibArchiveError`` whose offset lies inside the input; anything else is a
    /// description of the broken property.
    enum MutationOutcome: Hashable {
        case decoded
        case refused
        case broken(String)
    }

    static func outcome(of bytes: [UInt8]) -> MutationOutcome {
        let archive: NibArchive
        do {
            archive = try NibArchive(storage: ArchiveStorage(bytes))
        } catch {
            guard let offset = error.offset else { return .broken("\(error.code.rawValue) without an offset: \(error)") }
            return (0...bytes.count).contains(offset) ? .refused : .broken("offset \(offset) outside \(bytes.count) bytes: \(error)")
        }
        return accessorsWorkAndRoundTrip(archive) ? .decoded : .broken("decoded, but an accessor or the round trip failed")
    }

    /// Every single-byte mutation of a real archive either decodes into an archive whose
    /// accessors work and that round-trips, or is refused with a typed error naming a byte
    /// offset inside the file — never a crash, a hang or an untyped error.
    @Test(arguments: try Vectors.nibNames())
    func randomByteMutationsDecodeOrFailAtAnOffset(_ name: String) throws {
        var bytes = try Vectors.nibBytes(name)
        var rng = SeededGenerator(seed: name.hashValueStable)
        for _ in 0..<Self.mutationsPerVector {
            let position = Int.random(in: 0..<bytes.count, using: &rng)
            let original = bytes[position]
            bytes[position] = original ^ UInt8.random(in: 1...255, using: &rng)
            if case .broken(let why) = Self.outcome(of: bytes) { Issue.record("\(name): byte \(position) changed: \(why)") }
            bytes[position] = original
        }
    }
}

extension String {
    /// FNV-1a of the UTF-8 bytes: a hash that is the same in every process (unlike `hashValue`).
    var hashValueStable: UInt64 {
        utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
