import ArgumentParser
import NibRuntime

/// `nibbench instantiate FILE`: decodes and instantiates a nib, prints the graph summary.
struct Instantiate: Command {
    static let configuration = CommandConfiguration(
        abstract: "Decode and instantiate a nib with UINib semantics; print the object graph summary.",
        discussion: """
            Prints top-level objects, object count by class, outlets, actions (selector, event \
            mask, target class or first responder), outlet collections, unresolved proxies, \
            unknown classes and awakeFromNib order. --json prints one JSON document (schema 1) \
            with the same fields. Without --owner, File's Owner is a permissive stub that \
            accepts every outlet; with --owner CLASS it is an instance of that registered \
            class and an outlet it lacks is an error, as in UIKit. Only iOS nibs (UINib root \
            keys) instantiate; macOS nibs decode with `inspect`. A .storyboardc folder \
            instantiates every scene (or the one --scene names) as UIStoryboard does: the \
            controller nib with the storyboard placeholder wired, then the controller's view \
            nib with the controller as owner, then each prototype cell of its table and \
            collection views (and of those inside the cells) once, as a dequeue does; a folder of macOS storyboard nibs without \
            Info.plist offers each nib as a scene.

            Examples:
              nibbench instantiate Corpora/default/<name>.nib
              nibbench instantiate View.nib --owner UIViewController --json
              nibbench instantiate App/Main.nib --bundle App --stub-unknown-classes
              nibbench instantiate Main.storyboardc --scene Settings --stub-unknown-classes --json
            """
    )

    @Argument(help: "A .nib file (NIBArchive) or a .storyboardc folder.")
    var file: String
    @Flag(help: "Print one JSON document.")
    var json = false
    @Option(help: "File's Owner class (a registered runtime class).")
    var owner: String?
    @Option(name: .customLong("external"), help: "An external object: NAME=CLASS (repeatable).")
    var externals: [String] = []
    @Flag(
        help:
            "Stand in for app classes the registry does not know (custom classes, @IBInspectable keys) instead of failing on their outlets as UIKit would."
    )
    var stubUnknownClasses = false
    @Option(help: "Folder with nibs referenced by name (nested nibs, embedded views).")
    var bundle: String?
    @Option(help: "The storyboard scene to instantiate (default: every scene).")
    var scene: String?

    func validate() throws {
        for spec in externals where !spec.contains("=") {
            throw ValidationError("--external takes NAME=CLASS, got \"\(spec)\"")
        }
    }

    func execute() throws {
        let registry = NibClassRegistry.standard
        if scene != nil || UIStoryboard.isBundle(at: file) {
            let summary = try StoryboardSummary(
                instantiating: try UIStoryboard(contentsOf: file, registry: registry), scenes: scene.map { [$0] },
                options: NibOptions(stubsUnknownClasses: stubUnknownClasses))
            emit(json ? try summary.json() : summary.text)
            return
        }
        let summary: InstantiationSummary
        do {
            summary = try InstantiationSummary(
                instantiating: file, bundle: bundle, owner: owner,
                externals: externals.map { spec in
                    let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : "")
                }, registry: registry, options: NibOptions(stubsUnknownClasses: stubUnknownClasses))
        } catch let error as NibRuntimeError where error.code == .unknownKey && !stubUnknownClasses {
            throw CommandMessage("\(error) — an app class is missing; --stub-unknown-classes stands in for it")
        }
        emit(json ? try summary.json() : summary.text)
    }
}
