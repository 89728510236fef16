/// A built app given as an input, as the records name it: the path given, its form (an `.ipa`,
/// an `.app` folder, an `.ipa`'s unzipped `Payload` folder or an `.xcarchive`), the `.app`
/// found in it and what its `Info.plist` says (``AppBundleInfo``).
///
/// A plain value: Corpus's `AppBundleInput` finds (and, for an `.ipa`, extracts) the app and
/// makes it; `profile.json` and `recommend.json` record it.
package struct BuiltApp: Sendable, Hashable, Codable {
    /// What kind of input held the app.
    package enum Form: String, Sendable, Hashable, Codable {
        /// An `.ipa` file: a zip archive whose `Payload/X.app/` is the app.
        case ipa
        /// An `X.app` folder.
        case app
        /// A `Payload` folder (an `.ipa` unzipped) holding one `X.app`.
        case payload
        /// An `.xcarchive` folder, whose `Products/Applications/X.app` is the app.
        case xcarchive
    }

    /// The path given, as given.
    package var input: String
    /// What kind of input it is.
    package var form: Form
    /// The app's folder name (`MyApp.app`), which the nibs found in it are named under.
    package var app: String
    /// What its `Info.plist` says; nil when it has none or it cannot be read (``infoProblem``).
    package var info: AppBundleInfo?
    /// Why ``info`` is nil when the app has an `Info.plist` that could not be read (one line).
    package var infoProblem: String?

    /// Creates the record.
    package init(input: String, form: Form, app: String, info: AppBundleInfo?, infoProblem: String? = nil) {
        (self.input, self.form, self.app, self.info, self.infoProblem) = (input, form, app, info, infoProblem)
    }

    /// `MyApp.ipa (MyApp.app): Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0,
    /// com.example.app` — the line the commands print and the reports show.
    package var summary: String {
        let name = input.hasSuffix(app) || input.hasSuffix(app + "/") ? input : "\(input) (\(app))"
        if let info { return "\(name): \(info.summary)" }
        if let infoProblem { return "\(name): Info.plist not read: \(infoProblem)" }
        return "\(name): no Info.plist"
    }
}
