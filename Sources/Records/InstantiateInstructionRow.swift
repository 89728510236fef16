import Measurements

/// Instructions for one nib size, counted under callgrind.
package struct InstantiateInstructionRow: Sendable, Hashable {
    /// Runtime objects one instantiate creates.
    package var objects: Int
    /// Instantiates counted.
    package var repetitions: Int
    /// Instructions of all counted instantiates together (teardown not included).
    package var instructions: UInt64
    /// The simulated cache's and the system calls' counts of the same instantiates
    /// (`--measure cycles` only).
    package var events: CacheEvents? = nil
    /// Instructions per instantiate.
    package var instructionsPerInstantiate: Double { Double(instructions) / Double(repetitions) }
    /// Instructions per object created.
    package var instructionsPerObject: Double { instructionsPerInstantiate / Double(objects) }

    /// Creates the value, field by field.
    package init(objects: Int, repetitions: Int, instructions: UInt64, events: CacheEvents? = nil) {
        self.objects = objects
        self.repetitions = repetitions
        self.instructions = instructions
        self.events = events
    }
}
