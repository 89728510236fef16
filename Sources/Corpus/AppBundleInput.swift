import Foundation
import Manifest
import NibbenchSupport

/// A built app given as an input — an `.ipa`, an `X.app` folder, an `.ipa`'s unzipped `Payload`
/// folder (or the folder holding it), an `.xcarchive` — resolved to the `.app` folder to walk
/// and what its `Info.plist` says (``app``).
///
/// An `.ipa` is extracted (``IPAArchive``: its `Info.plist`, nibs and storyboards only) into
/// a scratch folder (``ScratchFolder``), which an interrupt removes and ``remove()`` removes
/// once the walk is done. Every other form is walked where it is.
///
/// ```swift
/// if let input = try AppBundleInput.resolve("Build/MyApp.ipa") {
///     defer { input.remove() }
///     let found = NibSources.find([input.folder])   // names start with "MyApp.app/"
/// }
/// ```
package struct AppBundleInput: Sendable {
    /// The app as the records name it: the path given, its form, the `.app`'s name, its
    /// `Info.plist`'s values.
    package var app: BuiltApp
    /// The `.app` folder to walk: inside ``scratch`` for an `.ipa`, else inside the path given.
    package var folder: String
    /// The scratch folder an `.ipa` was extracted into; nil for the other forms.
    package var scratch: String?
    /// Mac metadata files the resolution left out: an `.ipa`'s `__MACOSX/` and `._*` entries, or
    /// those beside the `Payload` folder of an unzipped `.ipa` (the walk of ``folder`` counts
    /// the ones inside the app).
    package var ignoredMetadata = 0

    /// Whether `path` names a built app: an `.ipa` file, or a folder named `*.app`,
    /// `*.xcarchive` or `Payload`, or holding a `Payload` folder. Nothing is read but the
    /// folder's listing.
    package static func isBuiltApp(_ path: String) -> Bool {
        let trimmed = trimmed(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) else { return false }
        let name = (trimmed as NSString).lastPathComponent, suffix = (name as NSString).pathExtension.lowercased()
        guard isFolder.boolValue else { return suffix == "ipa" }
        return suffix == "app" || suffix == "xcarchive" || name == "Payload" || payload(holding: trimmed) != nil
    }

    /// The built app `path` names, or nil when it names none (a source folder, a nib, a
    /// corpus): see ``isBuiltApp(_:)``. An `.ipa` is extracted within `limits`.
    ///
    /// - Throws: ``InputError``: what ``IPAArchive/extract(into:)`` throws for an `.ipa`;
    ///   `io` when an `.xcarchive` or `Payload` folder holds no `.app`, or more than one, or
    ///   the scratch folder cannot be made. An `Info.plist` that cannot be read is not thrown:
    ///   it is the record's ``BuiltApp/infoProblem``.
    package static func resolve(_ path: String, limits: IPAArchive.Limits = IPAArchive.Limits()) throws(InputError) -> AppBundleInput? {
        let trimmed = trimmed(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) else { return nil }
        let name = (trimmed as NSString).lastPathComponent, suffix = (name as NSString).pathExtension.lowercased()
        if !isFolder.boolValue {
            return suffix == "ipa" ? try extracted(path, limits: limits) : nil
        }
        switch suffix {
        case "app":
            return made(path, form: .app, folder: trimmed)
        case "xcarchive":
            return made(path, form: .xcarchive, folder: try onlyApp(in: trimmed + "/Products/Applications", of: path))
        default:
            if name == "Payload" { return made(path, form: .payload, folder: try onlyApp(in: trimmed, of: path)) }
            guard let payload = payload(holding: trimmed) else { return nil }
            var input = made(path, form: .payload, folder: try onlyApp(in: payload, of: path))
            input.ignoredMetadata = metadata(in: trimmed) + metadata(in: payload)
            return input
        }
    }

    /// Removes the scratch folder an `.ipa` was extracted into (nothing for the other forms).
    package func remove() {
        if let scratch { ScratchFolder.remove(scratch) }
    }

    /// How a path below ``folder`` is shown in messages: `scratch/Payload/X.app` becomes
    /// `MyApp.ipa:Payload/X.app`; nil for the forms walked where they are.
    package var shown: (path: String, shown: String)? {
        guard let scratch else { return nil }
        return (folder, app.input + ":" + String(folder.dropFirst(scratch.count + 1)))
    }

    private static func extracted(_ path: String, limits: IPAArchive.Limits) throws(InputError) -> AppBundleInput {
        let scratch: String
        do { scratch = try ScratchFolder.make("ipa") } catch { throw InputError(io: error) }
        do {
            let extracted = try IPAArchive(path: trimmed(path), limits: limits).extract(into: scratch)
            var input = made(path, form: .ipa, folder: scratch + "/" + extracted.app)
            input.scratch = scratch
            input.ignoredMetadata = extracted.ignoredMetadata
            return input
        } catch {
            ScratchFolder.remove(scratch)
            throw error
        }
    }

    /// The input for the `.app` at `folder`, its `Info.plist` read when it has one.
    private static func made(_ path: String, form: BuiltApp.Form, folder: String) -> AppBundleInput {
        let plist = folder + "/" + AppBundleInfo.fileName
        var app = BuiltApp(input: path, form: form, app: (folder as NSString).lastPathComponent, info: nil)
        if FileManager.default.fileExists(atPath: plist) {
            do { app.info = try AppBundleInfo.read(plist) } catch { app.infoProblem = error.message }
        }
        return AppBundleInput(app: app, folder: folder)
    }

    /// The one `*.app` folder in `folder`.
    ///
    /// - Throws: ``InputError`` `io` naming `input` when there is none or more than one.
    private static func onlyApp(in folder: String, of input: String) throws(InputError) -> String {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".app") && !MacMetadata.isMetadata($0) }.sorted()
        guard names.count == 1 else {
            let below = String(folder.dropFirst(trimmed(input).count)).drop { $0 == "/" }
            let place = below.isEmpty ? "" : " in " + below
            throw InputError(
                .io, names.isEmpty ? "no .app\(place)" : "\(names.count) apps\(place) (\(names.joined(separator: ", "))): name one of them",
                file: input)
        }
        return folder + "/" + names[0]
    }

    /// `folder/Payload` when `folder` is an unzipped `.ipa`: it holds a `Payload` folder with
    /// an `.app` in it, beside nothing but what an `.ipa` carries (`iTunesMetadata.plist`,
    /// `iTunesArtwork`, `SwiftSupport`, `Symbols`, `WatchKitSupport*`, `META-INF`) and Mac
    /// metadata; nil otherwise.
    private static func payload(holding folder: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains("Payload") else { return nil }
        let carried: Set<String> = ["Payload", "iTunesMetadata.plist", "iTunesArtwork", "SwiftSupport", "Symbols", "META-INF", ".DS_Store"]
        guard names.allSatisfy({ carried.contains($0) || $0.hasPrefix("WatchKitSupport") || MacMetadata.isMetadata($0) }) else { return nil }
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Payload")) ?? [])
            .filter { $0.hasSuffix(".app") && !MacMetadata.isMetadata($0) }
        return apps.isEmpty ? nil : folder + "/Payload"
    }

    /// The Mac metadata files directly in `folder` (a `__MACOSX` folder counts its files).
    private static func metadata(in folder: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { MacMetadata.isMetadata($0) }
            .reduce(0) { $0 + MacMetadata.files(at: folder + "/" + $1) }
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
