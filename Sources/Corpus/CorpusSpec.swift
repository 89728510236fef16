import Foundation
import NibbenchSupport

/// What a synthetic corpus looks like: how many nibs, of which kinds, how big, how connected,
/// and the seed that makes it reproducible. Read from a small JSON file (`Corpora/*.json`).
///
/// ```json
/// { "name": "default", "seed": 1, "nibCount": 300,
///   "kindMix": { "cell": 0.45, "view": 0.25, "screen": 0.25, "nested": 0.05 },
///   "objects": { "cell": { "median": 12, "spread": 0.5, "min": 3, "max": 200 }, … },
///   "maxDepth": 7, "fanOut": 8,
///   "stringLength": { "median": 14, "spread": 0.7, "min": 1, "max": 400 },
///   "blobs": { "share": 0.05, "median": 3000, "spread": 0.8, "min": 256, "max": 65536 },
///   "connections": { "outlets": 0.35, "actions": 0.7, "collections": 0.15 },
///   "constraintShare": 0.25, "embedShare": 0.1 }
/// ```
package struct CorpusSpec: Codable, Sendable, Hashable {
    /// A log-normal distribution given by its median and spread (σ of the logarithm),
    /// clamped to `min…max`.
    package struct LogNormal: Codable, Sendable, Hashable {
        package var median: Double
        package var spread: Double
        package var min: Double
        package var max: Double

        package init(median: Double, spread: Double, min: Double, max: Double) {
            (self.median, self.spread, self.min, self.max) = (median, spread, min, max)
        }

        /// A sample: `median · e^(spread · z)` for a standard normal `z`, clamped.
        package func sample(_ random: inout SeededRandom) -> Double {
            Swift.min(max, Swift.max(min, median * exp(spread * random.standardNormal())))
        }
    }

    /// Probabilities (0…1) of connections per eligible object.
    package struct Connections: Codable, Sendable, Hashable {
        /// Share of views with an outlet from File's Owner.
        package var outlets: Double
        /// Share of controls (buttons, switches, sliders, text fields) with an action.
        package var actions: Double
        /// Share of buttons in an outlet collection.
        package var collections: Double

        package init(outlets: Double, actions: Double, collections: Double) {
            (self.outlets, self.actions, self.collections) = (outlets, actions, collections)
        }
    }

    /// Embedded long text standing in for data blobs (terms, attributed text, inline data).
    package struct Blobs: Codable, Sendable, Hashable {
        /// Share of nibs with one blob.
        package var share: Double
        /// Blob size in bytes.
        package var size: LogNormal

        package init(share: Double, size: LogNormal) {
            self.share = share
            self.size = size
        }
    }

    /// The corpus name (folder name by default).
    package var name: String
    /// The seed: the same spec and seed give byte-identical output.
    package var seed: UInt64
    /// How many nibs.
    package var nibCount: Int
    /// Relative weights of the kinds (`cell`, `view`, `screen`, `nested`).
    package var kindMix: [String: Double]
    /// Objects per nib (views plus constraints) by kind.
    package var objects: [String: LogNormal]
    /// The deepest view nesting below the root.
    package var maxDepth: Int
    /// The most subviews a container gets.
    package var fanOut: Int
    /// Characters of label and button text.
    package var stringLength: LogNormal
    /// Embedded blobs.
    package var blobs: Blobs
    /// Connection densities.
    package var connections: Connections
    /// Share of objects that are layout constraints.
    package var constraintShare: Double
    /// Share of `view` and `screen` nibs that embed a `nested` nib (a component, nib-in-nib).
    package var embedShare: Double
    /// The nibs of an app to reproduce, one generated nib each (optional). When present,
    /// `nibCount` equals their number, kinds and sizes come from them, and the `objects`
    /// distributions are not sampled.
    package var shapes: [NibShape]?
    /// Relative weights of the views a nib is built from, by xib element (optional; see
    /// ``viewElements``). Without it, views follow the built-in mix (a third labels, a sixth
    /// buttons, a sixth image views, a fifth containers, …).
    package var viewMix: [String: Double]?

    /// The xib elements ``viewMix`` may weigh: containers (`view`, `stackView`) and leaf views.
    package static let viewElements = ["view", "stackView", "label", "button", "imageView", "textField", "switch", "slider", "activityIndicatorView"]

    package init(
        name: String, seed: UInt64, nibCount: Int, kindMix: [String: Double], objects: [String: LogNormal],
        maxDepth: Int, fanOut: Int, stringLength: LogNormal, blobs: Blobs, connections: Connections,
        constraintShare: Double, embedShare: Double, shapes: [NibShape]? = nil, viewMix: [String: Double]? = nil
    ) {
        self.name = name
        self.seed = seed
        self.nibCount = nibCount
        self.kindMix = kindMix
        self.objects = objects
        self.maxDepth = maxDepth
        self.fanOut = fanOut
        self.stringLength = stringLength
        self.blobs = blobs
        self.connections = connections
        self.constraintShare = constraintShare
        self.embedShare = embedShare
        self.shapes = shapes
        self.viewMix = viewMix
    }
}

extension SeededRandom {
    /// A standard normal deviate (Box–Muller).
    package mutating func standardNormal() -> Double {
        let u = openUnit(), v = unit()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
}
