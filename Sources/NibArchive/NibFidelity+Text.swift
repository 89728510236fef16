import Foundation

extension NibFidelity {
    /// The scores on one line, then the connections only in one nib (at most `limit` each).
    public func text(limit: Int = 5) -> String {
        var lines = [
            String(format: "connections %.3f  classes %.3f  keys %.3f  values %.2f×", connections, classes, keys, values)
        ]
        if !missingConnections.isEmpty {
            lines.append(
                "only in Apple's: " + missingConnections.prefix(limit).joined(separator: "; ") + (missingConnections.count > limit ? "; …" : ""))
        }
        if !extraConnections.isEmpty {
            lines.append("only in ours: " + extraConnections.prefix(limit).joined(separator: "; ") + (extraConnections.count > limit ? "; …" : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// The scores and both nibs' figures as one JSON document, keys sorted (for
    /// a script that sums the per-class figures over many pairs).
    public func json() throws -> Data {
        func figures(_ f: Figures) -> [String: Any] {
            [
                "objects": f.objects, "values": f.values, "classes": f.classes, "valueCount": f.valueCount,
                "keys": f.keys.sorted().map { [$0.className, $0.key] }, "connections": f.connections.sorted()
            ]
        }
        let document: [String: Any] = [
            "schema": 1, "connections": connections, "classes": classes, "keys": keys, "values": values,
            "missingConnections": missingConnections, "extraConnections": extraConnections,
            "apple": figures(apple), "ours": figures(ours)
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }
}
