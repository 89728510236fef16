import Foundation

extension JSONErrors {
    /// Decodes a `T` from `bytes` read from `file`, then checks it with `validate`: how every
    /// JSON input with rules beyond its types (a corpus spec, a manifest) is read.
    ///
    /// - Throws: ``InputError`` `.invalidJSON` at the line:column where the bytes stop being JSON
    ///   or at the JSON path of a missing or mistyped field (``error(_:bytes:file:)``); what
    ///   `validate` throws, naming `file` when it names none.
    /// - Complexity: O(*n*) in the size of the document, plus `validate`.
    package static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], file: String?, validatedBy validate: (T) throws(InputError) -> Void
    ) throws(InputError) -> T {
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw Self.error(error, bytes: bytes, file: file)
        }
        do {
            try validate(value)
        } catch {
            throw error.inFile(file)
        }
        return value
    }
}
