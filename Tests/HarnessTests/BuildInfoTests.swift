import Foundation
import Harness
import Probes
import Records
import Testing

/// Item 10 of issue 16: every result records nibbench's version, its commit and the exact
/// Swift compiler.
@Suite struct BuildInfoTests {
    @Test func theMachineRecordIdentifiesTheBuild() throws {
        let machine = try MachineInfo.current()
        #expect(machine.nibbench == BuildInfo.version)
        #expect(machine.swift.contains(/^Swift \d+\.\d+\.\d+/), "\(machine.swift)")
        if let commit = machine.commit {
            #expect(commit.contains(/^[0-9a-f]{40}(\+modified)?$/), "\(commit)")
        }
        let encoded = String(decoding: try JSONEncoder().encode(machine), as: UTF8.self)
        #expect(encoded.contains("\"nibbench\""))
        // A run recorded before these fields existed still decodes.
        let old = #"{"cpu":"x","cores":2,"kernel":"Linux","swift":"Swift 6.3 or later","allocator":"jemalloc","build":"release"}"#
        let decoded = try JSONDecoder().decode(MachineInfo.self, from: Data(old.utf8))
        #expect(decoded.nibbench == nil && decoded.commit == nil)
    }
}
