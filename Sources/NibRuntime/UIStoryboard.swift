import Foundation
import NibbenchSupport
import Synchronization

extension NibRuntimeError.Code {
    /// A storyboard has no scene with the identifier asked for.
    public static var unknownScene: Self { Self(rawValue: "unknown-scene") }
    /// A `.storyboardc` bundle's `Info.plist` is missing or not a storyboard's.
    public static var invalidStoryboard: Self { Self(rawValue: "invalid-storyboard") }
}

/// The `UIStoryboard` analogue: a compiled `.storyboardc` bundle (Apple's or nibbench's),
/// whose scenes are instantiated by identifier.
///
/// Reads `Info.plist` (binary or XML): `UIViewControllerIdentifiersToNibNames` and
/// `UIStoryboardDesignatedEntryPointIdentifier`. A folder without one (a folder of scene nibs,
/// such as macOS storyboard output) offers each nib under its file name. Instantiating a scene
/// loads the controller's nib with a scene owner whose `sceneViewController` (iOS) or
/// `sceneController` (macOS) outlet names the controller and with this storyboard as the
/// `UIStoryboardPlaceholder` (`NSStoryboardPlaceholder`) external object; then, as
/// `-[UIViewController loadView]` does, the controller's view nib (`UINibName`) with the
/// controller as owner and `UIExternalObjectsTableForViewLoading` as external objects.
/// Nibs are cached once read (as `UIStoryboard` caches its `UINib`s).
///
/// ```swift
/// let storyboard = try UIStoryboard(contentsOf: "Main.storyboardc")
/// let scene = try storyboard.instantiateViewController(identifier: "Settings")
/// ```
public final class UIStoryboard: NibRuntimeObject, @unchecked Sendable {
    override public class var nibClassName: String { "UIStoryboard" }

    /// The `.storyboardc` folder.
    public private(set) var path = ""
    /// Scene identifier → nib name (`UIViewControllerIdentifiersToNibNames`).
    public private(set) var identifiersToNibNames: [String: String] = [:]
    /// The initial scene's identifier (`UIStoryboardDesignatedEntryPointIdentifier`).
    public private(set) var entryPointIdentifier: String?
    /// Whether the bundle had an `Info.plist` (else every nib is a scene).
    public private(set) var hasInfoPlist = false
    private var registry = NibClassRegistry.standard
    private let nibs = Mutex<[String: Nib]>([:])

    public required init() {}

    /// Opens the bundle at `path`.
    ///
    /// - Throws: ``NibRuntimeError`` `.invalidStoryboard` when `path` is not a folder or its
    ///   `Info.plist` is unreadable, not a storyboard's, or maps an identifier to a nib name
    ///   that is no file name of the bundle (a `/`, `..`, NUL: ``SafeFileName``).
    public convenience init(contentsOf path: String, registry: NibClassRegistry = .standard) throws {
        self.init()
        self.path = path
        self.registry = registry
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw NibRuntimeError(.invalidStoryboard, "not a .storyboardc folder", nib: path)
        }
        let plistPath = path + "/Info.plist"
        if let data = FileManager.default.contents(atPath: plistPath) {
            let plist: Any
            do {
                plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw NibRuntimeError(wrapping: error, .invalidStoryboard, "Info.plist is not a property list", file: plistPath)
            }
            guard let dictionary = plist as? [String: Any],
                let names = dictionary["UIViewControllerIdentifiersToNibNames"] as? [String: String]
            else {
                throw NibRuntimeError(
                    .invalidStoryboard, "Info.plist has no UIViewControllerIdentifiersToNibNames dictionary of strings", nib: plistPath)
            }
            for (identifier, nib) in names.sorted(by: { $0.key < $1.key }) {
                if let problem = SafeFileName.problem(fileName: nib) {
                    throw NibRuntimeError(
                        .invalidStoryboard,
                        "Info.plist: UIViewControllerIdentifiersToNibNames[\"\(identifier)\"] is no nib of the bundle: \(problem)", nib: plistPath)
                }
            }
            identifiersToNibNames = names
            entryPointIdentifier = dictionary["UIStoryboardDesignatedEntryPointIdentifier"] as? String
            hasInfoPlist = true
        } else {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for file in files where file.hasSuffix(".nib") {
                let name = String(file.dropLast(4))
                identifiersToNibNames[name] = name
            }
        }
    }

    /// The scene identifiers, sorted.
    public var identifiers: [String] { identifiersToNibNames.keys.sorted() }

    /// The path of the nib named `name` (from `Info.plist` or a controller's `UINibName`) in
    /// the bundle: `<bundle>/<name>.nib`.
    ///
    /// - Throws: ``NibRuntimeError`` `.invalidStoryboard` when `name` is no file name of the
    ///   bundle (``SafeFileName/problem(fileName:)``: a `/`, `..`, NUL).
    public func nibPath(named name: String) throws(NibRuntimeError) -> String {
        if let problem = SafeFileName.problem(fileName: name) {
            throw NibRuntimeError(.invalidStoryboard, "nib name refused, it would leave the bundle: \(problem)", nib: path)
        }
        return path + "/" + name + ".nib"
    }

    /// The nib named `name` in the bundle, read once.
    ///
    /// - Throws: what ``nibPath(named:)`` throws; ``NibArchiveError`` `.io` when it cannot be
    ///   read.
    public func nib(named name: String) throws -> Nib {
        if let cached = nibs.withLock({ $0[name] }) { return cached }
        let nib = try Nib(contentsOf: try nibPath(named: name), registry: registry)
        nibs.withLock { $0[name] = nib }
        return nib
    }

    /// Instantiates the initial scene, or returns nil when the storyboard has none.
    public func instantiateInitialViewController(options: NibOptions = NibOptions()) throws -> StoryboardSceneInstantiation? {
        guard let entryPointIdentifier else { return nil }
        return try instantiateViewController(identifier: entryPointIdentifier, options: options)
    }

    /// Instantiates the scene `identifier`: its controller, and the controller's view from its
    /// view nib.
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownScene`; what loading the nibs throws.
    public func instantiateViewController(identifier: String, options: NibOptions = NibOptions()) throws -> StoryboardSceneInstantiation {
        guard let nibName = identifiersToNibNames[identifier] else {
            throw NibRuntimeError(.unknownScene, "the storyboard has no scene with identifier \"\(identifier)\"", nib: path)
        }
        let nib = try self.nib(named: nibName)
        var sceneOptions = options
        sceneOptions.externalObjects["UIStoryboardPlaceholder"] = self
        sceneOptions.externalObjects["NSStoryboardPlaceholder"] = self
        let owner = StoryboardSceneOwner()
        if try nib.isAppKitNib() {
            let scene = try nib.instantiateAppKitScene(owner: owner, options: sceneOptions)
            return StoryboardSceneInstantiation(
                identifier: identifier, nibName: nibName, controller: owner.sceneController ?? owner,
                view: nil, controllerNib: nil, viewNib: nil,
                objectCount: scene.objectCount, report: scene.report)
        }
        let scene = try nib.instantiateDetailed(owner: owner, options: sceneOptions)
        guard let controller = owner.sceneController ?? scene.topLevelObjects.first(where: { $0 is UIViewController || $0 is GenericObject }) else {
            throw NibRuntimeError(.invalidStoryboard, "scene nib \(nibName) connects no sceneViewController and has no controller", nib: nib.name)
        }
        var report = scene.report
        var viewNib: NibInstantiation?
        let viewNibName = (controller as? UIViewController)?.nibName ?? (controller as? GenericObject)?["UINibName"]?.string
        if let viewNibName {
            var viewOptions = options
            viewOptions.externalObjects = (controller as? UIViewController)?.externalObjectsForViewLoading ?? [:]
            let loaded = try self.nib(named: viewNibName).instantiateDetailed(owner: controller, options: viewOptions)
            report.unresolvedProxies += loaded.report.unresolvedProxies
            report.unknownClasses += loaded.report.unknownClasses.filter { !report.unknownClasses.contains($0) }
            report.substitutedClasses += loaded.report.substitutedClasses.filter { !report.substitutedClasses.contains($0) }
            report.warnings += loaded.report.warnings
            viewNib = loaded
        }
        return StoryboardSceneInstantiation(
            identifier: identifier, nibName: nibName, controller: controller, view: (controller as? UIViewController)?.view,
            controllerNib: scene, viewNib: viewNib,
            objectCount: scene.createdObjects.count + (viewNib?.createdObjects.count ?? 0), report: report)
    }
}

/// One instantiated storyboard scene.
public struct StoryboardSceneInstantiation {
    /// The identifier it was instantiated by.
    public var identifier: String
    /// The controller's nib.
    public var nibName: String
    /// The scene's controller (a ``UIViewController``, or a ``GenericObject`` for a class
    /// the registry does not know, such as `UINavigationController` or an AppKit controller).
    public var controller: NibRuntimeObject
    /// The controller's view, loaded from its view nib.
    public var view: UIView?
    /// What instantiating the controller nib did (nil for an AppKit nib).
    public var controllerNib: NibInstantiation?
    /// What instantiating the view nib did, when the controller has one.
    public var viewNib: NibInstantiation?
    /// Objects created by both nibs.
    public var objectCount: Int
    /// Both nibs' findings merged.
    public var report: InstantiationReport

    /// The prototypes of the scene's table and collection views, in the order the views were
    /// made (controller nib, then view nib). Each instantiates with the scene's objects as its
    /// external objects while this scene is alive.
    public var prototypes: [CellPrototype] {
        [controllerNib, viewNib].compactMap { $0 }.flatMap { $0.createdObjects.compactMap { $0 as? CellPrototypeHolding } }.flatMap(\.prototypes)
    }
}

/// The owner a storyboard instantiates a scene nib with: its `sceneViewController` (iOS) or
/// `sceneController` (macOS) outlet names the scene's controller.
/// Other outlets (a macOS view nib's `view`, whose owner is its controller) are kept as
/// undefined values.
final class StoryboardSceneOwner: NibRuntimeObject {
    var sceneController: NibRuntimeObject?

    required init() {
        super.init()
        acceptsUndefinedKeys = true
    }

    override class var properties: PropertyTable { table }
    private static let table = PropertyTable(StoryboardSceneOwner.self, inheriting: NibRuntimeObject.properties) { t in
        t.set("sceneViewController", "sceneController") { $0.sceneController = $1.object }
    }
}
