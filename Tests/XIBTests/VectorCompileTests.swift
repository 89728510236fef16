import Foundation
import NibArchive
import NibModel
import NibRuntime
import Testing
import TestSupport
@testable import XIB

@Suite struct VectorCompileTests {
    /// Every real iOS xib parses, compiles, decodes again (archive and model, re-encoding
    /// identically) and instantiates with a stub owner and stand-ins for the app's classes.
    @Test func everyVectorCompilesDecodesAndInstantiates() throws {
        let paths = try Vectors.xibPaths()
        #expect(paths.count == 96)
        var total = XIBCompileReport()
        var objects = 0
        for path in paths {
            let compiled = try XIBCompiler.compile(contentsOf: path)
            let bytes = try compiled.encoded()
            let archive = try NibArchive(bytes: bytes)
            let model = try NibDocument(archive: archive, file: path)
            #expect(try model.encoded() == bytes, "\(path): decode → encode is not stable")
            #expect(model.connections.count == compiled.nib.connections.count)
            let result = try Nib(data: bytes, name: path).instantiateDetailed(
                owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
            #expect(!result.topLevelObjects.isEmpty, "\(path)")
            #expect(result.connections.count == compiled.nib.connections.count, "\(path)")
            objects += result.createdObjects.count
            total.merge(compiled.report)
        }
        print("xib vectors: \(paths.count) files, \(total.objectCount) nib objects, \(total.connectionCount) connections, \(objects) runtime objects")
        print("generic elements: \(total.genericElements.sorted { $0.key < $1.key })")
        print("generic attributes: \(total.genericAttributes.sorted { $0.key < $1.key })")
        print("warnings: \(total.warnings.count) \(total.warnings.prefix(5))")
    }

    @Test func compilingIsDeterministic() throws {
        for path in try Vectors.xibPaths().prefix(20) {
            #expect(try XIBCompiler.compile(contentsOf: path).encoded() == XIBCompiler.compile(contentsOf: path).encoded())
        }
    }
}
