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

    init(name: String, coordinates: [String: Double], postscriptName: String?) {
        self.name = name
        self.coordinates = coordinates
        self.postscriptName = postscriptName
    }
}

/// The names platforms give a variable font's named instances, after Adobe
/// Technical Note #5902, *Generating PostScript Names for Fonts Using
/// OpenType Font Variations*: an instance's own `postScriptNameID` when
/// `fvar` gives one; otherwise a prefix (name ID 25, else the family name)
/// with every character outside A-Z, a-z and 0-9 removed, then either `-`
/// and the instance's subfamily name likewise cleaned (the named-instance
/// form, `Inter-SemiBold`), or, per axis away from its default in `fvar`
/// order, `_`, the value and the tag (the arbitrary-instance form,
/// `Inter_600wght`, which FreeType, and so fontconfig, gives named
/// instances that have no PostScript name of their own).
extension FontFace {
    /// The prefix of every instance name: name ID 25, else the family, cleaned.
    var instanceNamePrefix: String {
        Self.postscriptCharacters(variationsPostScriptNamePrefix ?? family)
    }

    /// The named-instance form: the instance's own PostScript name, else `Inter-Light`.
    package func postscriptName(of instance: NamedInstance) -> String {
        instance.postscriptName ?? instanceNamePrefix + "-" + Self.postscriptCharacters(instance.name)
    }

    /// The arbitrary-instance form at `coordinates`: `Inter_300wght`; the
    /// prefix alone at the default.
    package func coordinateName(of coordinates: [String: Double]) -> String {
        axes.reduce(instanceNamePrefix) { name, axis in
            guard let value = coordinates[axis.tag], value != axis.defaultValue else { return name }
            return name + "_" + FaceID.number(value) + axis.tag.filter { $0 != " " }
        }
    }

    /// Every name an instance answers to on some platform: its PostScript
    /// names in both forms, and its full name (family and subfamily, as
    /// `local()` and `Typeface.create` look fonts up), in that order, once each.
    package func names(of instance: NamedInstance) -> [String] {
        var names: [String] = []
        for name in [postscriptName(of: instance), coordinateName(of: instance.coordinates), "\(family) \(instance.name)"]
        where !names.contains(name) { names.append(name) }
        return names
    }

    /// The named instance one of whose names (``names(of:)``) is `name`, compared as the pack index compares names.
    package func namedInstance(called name: String) -> NamedInstance? {
        let key = FontIndex.key(name)
        return namedInstances.first { names(of: $0).contains { FontIndex.key($0) == key } }
    }

    /// `Semi Bold` -> `SemiBold`: the characters a PostScript name keeps.
    static func postscriptCharacters(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.map(Character.init))
    }
}

/// What the checks and exports read of a face drawn at an instance.
extension FontFace {
    /// Whether the face is a variable font (its file has `fvar` axes).
    package var isVariableFont: Bool { !axes.isEmpty }

    /// The face at its file's default instance: the one face written per
    /// file, whatever instances the slots draw it at.
    package var atDefaultInstance: FontFace {
        var face = self
        face.variation = [:]
        return face
    }

    /// The named instance the face is drawn at; nil at the default instance, at coordinates no named instance
    /// has, and for a static face. An instance whose coordinates are the
    /// default's is the default: fontconfig does not list it apart
    /// (`FcFreeTypeQueryAll`: "Skip named-instance that coincides with base
    /// instance").
    package var drawnNamedInstance: NamedInstance? {
        guard !variation.isEmpty else { return nil }
        return namedInstances.first { instance in
            axes.allSatisfy { instance.coordinates[$0.tag] ?? $0.defaultValue == coordinate($0.tag) }
        }
    }

    /// Whether the face is drawn at coordinates no named instance has
    /// (`wght` 350 of Inter): a platform that picks instances by name cannot
    /// reach them, only one that sets coordinates.
    package var isBetweenNamedInstances: Bool { !variation.isEmpty && drawnNamedInstance == nil }

    /// The variation as fontconfig and CSS write a list of settings, one
    /// `wght=300` per axis away from its default, by tag, comma-separated;
    /// empty at the default instance.
    package var variationSettings: String { FaceID.describe(variation).joined(separator: ",") }
}
