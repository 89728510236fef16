/// Key-value coding's conversions for scalar properties, as Foundation applies them when a
/// runtime attribute or outlet sets a numeric or boolean key: an `NSNumber` is unboxed, an
/// `NSString` answers `doubleValue`, `integerValue` or `boolValue` (so the string "8" sets
/// `layer.cornerRadius` to 8, and "YES" sets a bool). What UIKit would throw on is refused:
/// nil (`setNilValueForKey:`) and any other object (it does not answer those selectors).
extension NibRuntimeObject {
    /// The number `value` sets a numeric `key` to.
    ///
    /// - Throws: ``NibRuntimeError`` `.typeMismatch` for nil or a value that is not a number
    ///   or a string.
    public func number(_ value: RuntimeValue, forKey key: String) throws -> Double {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return KeyValueCodingScanner(s).doubleValue
        default: throw scalarRefusal(key, value, expected: "a number")
        }
    }

    /// The integer `value` sets an integer `key` to (a double is truncated, as
    /// `-[NSNumber integerValue]` does).
    ///
    /// - Throws: ``NibRuntimeError`` `.typeMismatch` as ``number(_:forKey:)`` does.
    public func integer(_ value: RuntimeValue, forKey key: String) throws -> Int {
        switch value {
        case .int(let i): return Int(truncatingIfNeeded: i)
        case .double(let d): return d.isFinite && abs(d) < 9.2e18 ? Int(d) : 0
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return KeyValueCodingScanner(s).integerValue
        default: throw scalarRefusal(key, value, expected: "an integer")
        }
    }

    /// The bool `value` sets a boolean `key` to: a non-zero number, or a string that
    /// `-[NSString boolValue]` reads as true ("YES", "true", "1", …).
    ///
    /// - Throws: ``NibRuntimeError`` `.typeMismatch` as ``number(_:forKey:)`` does.
    public func boolean(_ value: RuntimeValue, forKey key: String) throws -> Bool {
        switch value {
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .double(let d): return d != 0
        case .string(let s): return KeyValueCodingScanner(s).boolValue
        default: throw scalarRefusal(key, value, expected: "a bool")
        }
    }

    private func scalarRefusal(_ key: String, _ value: RuntimeValue, expected: String) -> NibRuntimeError {
        if case .null = value {
            return NibRuntimeError(.typeMismatch, "[<\(className)> setNilValueForKey]: could not set nil as the value for the key \(key).")
        }
        return mismatch(key, value, expected: expected)
    }
}

/// `NSString`'s numeric readings: leading whitespace skipped, the longest numeric prefix
/// read, 0 (or false) when there is none; trailing characters ignored.
struct KeyValueCodingScanner {
    private let scalars: [Unicode.Scalar]
    private let start: Int

    init(_ string: String) {
        scalars = Array(string.unicodeScalars)
        start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
    }

    /// `-[NSString doubleValue]`.
    var doubleValue: Double {
        var end = start
        func digits() -> Bool {
            let from = end
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            return end > from
        }
        if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
        var mantissa = digits()
        if end < scalars.count, scalars[end] == "." {
            end += 1
            mantissa = digits() || mantissa
        }
        guard mantissa else { return 0 }
        let beforeExponent = end
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            end += 1
            if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
            if !digits() { end = beforeExponent }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return Double(String(text)) ?? 0
    }

    /// `-[NSString integerValue]` (saturating at the bounds of `Int`).
    var integerValue: Int {
        var i = start, negative = false, result = 0
        if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { negative = scalars[i] == "-"; i += 1 }
        while i < scalars.count, let digit = Int(exactly: scalars[i].value).map({ $0 - 48 }), (0...9).contains(digit) {
            let (times, o1) = result.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(digit)
            if o1 || o2 { return negative ? Int.min : Int.max }
            result = sum
            i += 1
        }
        return negative ? -result : result
    }

    /// `-[NSString boolValue]`: true at a leading Y, y, T, t or digit 1–9, after whitespace,
    /// one sign and leading zeros.
    var boolValue: Bool {
        var i = start
        if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
        while i < scalars.count, scalars[i] == "0" { i += 1 }
        guard i < scalars.count else { return false }
        return "YyTt123456789".unicodeScalars.contains(scalars[i])
    }
}
