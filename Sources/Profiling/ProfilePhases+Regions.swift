import Probes

extension ProfilePhases {
    /// Runs the phase `region` names — the decode for ``CallgrindRegion/decode``, an
    /// instantiate for ``CallgrindRegion/first`` and ``CallgrindRegion/warm`` — inside that
    /// callgrind region, with collection switched on around it when `collect`, and returns
    /// what it made, for the caller to release outside the counted span. Warm-ups take this
    /// path too, uncounted, so that whatever it needs made once is made before a count.
    ///
    /// - Throws: what the phase throws.
    func run(_ region: CallgrindRegion, collect: Bool) throws -> Any? {
        var phase = RegionPhase(phases: self, region: region)
        if collect { Callgrind.toggleCollect() }
        withUnsafeMutablePointer(to: &phase) { pointer in
            region.run(pointer) { $0.unsafelyUnwrapped.assumingMemoryBound(to: RegionPhase.self).pointee.run() }
        }
        if collect { Callgrind.toggleCollect() }
        if let error = phase.error { throw error }
        return phase.made
    }
}

/// A phase as its region runs it, and what it made or threw.
private struct RegionPhase {
    let phases: ProfilePhases
    let region: CallgrindRegion
    var made: Any?
    var error: (any Error)?

    init(phases: ProfilePhases, region: CallgrindRegion) {
        (self.phases, self.region) = (phases, region)
    }

    mutating func run() {
        do {
            if region == .decode {
                made = try phases.decode()
            } else {
                made = try phases.instantiate()
            }
        } catch {
            self.error = error
        }
    }
}
