import ArgumentParser
import NibArchive

/// `nibbench inspect FILE [--json]`: dumps a NIBArchive.
struct Inspect: Command {
    static let configuration = CommandConfiguration(
        abstract: "Dump a NIBArchive file: header, classes, keys, objects and values.",
        discussion: """
            With --json, prints one JSON document (schema 1: header, objects with typed values, \
            keys, classes with fallbacks; fields in docs/commands.md). On bad input: one line on \
            stderr with the byte offset, exit 1.

            Examples:
              nibbench inspect Corpora/default/<name>.nib
              nibbench inspect View.nib --json > view.json
              nibbench inspect View.nib --mapped
            """
    )

    @Argument(help: "A .nib file (NIBArchive).")
    var file: String
    @Flag(help: "Print one JSON document instead of text.")
    var json = false
    @Flag(help: "Map the file with mmap instead of reading it.")
    var mapped = false

    func execute() throws {
        let archive = try NibArchive(contentsOf: file, mapped: mapped)
        let dump = NibArchiveDump(archive, file: file)
        if json {
            emit(String(decoding: try dump.json(), as: UTF8.self))
        } else {
            emit(dump.text)
        }
    }
}
