import Records

extension ProfileMerge {
    /// One source profiled at a commit: what was profiled, and its profile or why there is none.
    package struct Part: Sendable, Equatable {
        /// What a part profiled.
        package enum Scope: Sendable, Equatable {
            /// The whole folder, profiled from its parent folder: its entries are named already
            /// as the merged profile names them.
            case folder
            /// One source file (relative to the repository's top), profiled alone from its own
            /// folder.
            case file(String)

            /// The source file, for ``file(_:)``.
            package var file: String? {
                if case .file(let path) = self { path } else { nil }
            }
        }

        /// A part's profile, or the reason there is none.
        package enum Outcome: Sendable, Equatable {
            /// The profile written for the part (its failures are kept).
            case profiled(NibProfile)
            /// Nothing of the source could be profiled: the first error, on one line.
            case failed(message: String)
        }

        /// What was profiled.
        package var scope: Scope
        /// Its profile, or why there is none.
        package var outcome: Outcome

        /// A part.
        package init(_ scope: Scope, _ outcome: Outcome) {
            (self.scope, self.outcome) = (scope, outcome)
        }
    }
}
