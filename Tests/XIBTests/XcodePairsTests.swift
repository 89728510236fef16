import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing
import TestSupport

extension XcodePairs.Pair: CustomTestStringConvertible {
    public var testDescription: String { "\(repository) (DTXcode \(xcode))" }
}

/// Issue 53: Apple's nibs as each Xcode writes them (`scripts/fetch-xcode-pairs`: app builds
/// whose Info.plist names the Xcode that compiled them, 4.2 to 26.4). Every nib reads, keeps
/// its trailer, rewrites byte for byte, and instantiates with UINib's semantics.
@Suite(.enabled(if: XcodePairs.arePresent, Comment(rawValue: XcodePairs.absence)))
struct XcodePairsTests {
    @Test("every Apple nib reads and rewrites byte for byte", arguments: XcodePairs.pairs)
    func roundTrips(_ pair: XcodePairs.Pair) throws {
        let files = pair.nibFiles
        #expect(!files.isEmpty, "\(pair.folder) holds no nib")
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let archive = try NibArchive(bytes: bytes)
            #expect(try NibArchiveDocument(archive).encoded() == bytes, "\(file)")
            // The trailer goes with the root's IBUINibLNEVersionKey, and only with it.
            let hasKey = archive.value(forKey: NibArchiveTrailer.versionKey, inObject: 0) != nil
            #expect(hasKey == !archive.trailer.isEmpty, "\(file)")
            #expect(archive.trailer.isEmpty || archive.header.coderVersion == 10, "\(file)")
            // The model keeps it too: its archive ends with the trailer again.
            let document = try NibDocument(archive: archive)
            #expect(try document.archiveDocument().trailer == archive.trailer, "\(file)")
        }
    }

    @Test("every Apple nib and storyboard instantiates", arguments: XcodePairs.pairs)
    func instantiates(_ pair: XcodePairs.Pair) throws {
        let bundle = pair.bundlePath
        #expect(!pair.compiled.isEmpty)
        for compiled in pair.compiled {
            let path = bundle + "/" + compiled
            if compiled.hasSuffix(".storyboardc") {
                let storyboard = try UIStoryboard(contentsOf: path)
                #expect(!storyboard.identifiers.isEmpty, "\(path)")
                for identifier in storyboard.identifiers {
                    let scene = try storyboard.instantiateViewController(identifier: identifier, options: NibOptions(stubsUnknownClasses: true))
                    _ = try CellPrototype.expanded(scene.prototypes)
                }
            } else {
                let nib = try Nib(contentsOf: path, bundle: NibBundle(directory: bundle))
                let instantiated = try nib.instantiateDetailed(owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
                #expect(!instantiated.createdObjects.isEmpty, "\(path)")
            }
        }
    }
}
