extension String {
    /// The string right-aligned in a column `width` characters wide (unchanged when longer).
    package func padded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
