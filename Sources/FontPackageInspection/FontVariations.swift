/// One axis of a variable font's design space (`fvar`): `wght` 100-900 with
/// its default at 400.
package struct VariationAxis: Sendable, Hashable {
    /// The four-letter axis tag (`wght`, `wdth`, `opsz`, `ital`, `slnt`, or a font's own).
    package var tag: String
    package var minimum: Double
    package var defaultValue: Double
    package var maximum: Double

    package init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// Whether `value` lies in the axis range, ends included.
    package func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }
}

/// One named instance of a variable font (`fvar`): a name such as `Light`
/// and a point of the design space. fontconfig lists named instance `n`
/// (counted from 0) as its own pattern, with FreeType face index `(n + 1) << 16`.
package struct NamedInstance: Sendable, Hashable {
    /// The instance's subfamily name (`name` table, English): `Light`, `Semi Bold`.
    package var name: String
    /// The design coordinates, axis tag to value, one entry per axis.
    package var coordinates: [String: Double]
    /// The instance's own PostScript name, when `fvar` gives it one
    /// (`postScriptNameID`); nil otherwise: what a platform then calls the
    /// instance is its own choice (Adobe Technical Note #5902).
    package var postscriptName: String?

    package init(name: String, coordinates: [String: Double], postscriptName: String?) {
        self.name = name
        self.coordinates = coordinates
        self.postscriptName = postscriptName
    }
}
