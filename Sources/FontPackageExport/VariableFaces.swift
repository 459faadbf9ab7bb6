package import FontPackageInspection

/// What the exports read of a variable font drawn at an instance. A located
/// face carries its coordinates (``FontFace/variation``), so one Inter file
/// at wght 300, 500 and 700 is three faces; a platform is given the file
/// once and told the coordinates in its own terms.
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

    /// The named instance (its number in `fvar`, from 0) the face is drawn
    /// at; nil at the default instance, at coordinates no named instance
    /// has, and for a static face. An instance whose coordinates are the
    /// default's is the default: fontconfig does not list it apart
    /// (`FcFreeTypeQueryAll`: "Skip named-instance that coincides with base
    /// instance").
    package var drawnNamedInstance: (number: Int, instance: NamedInstance)? {
        guard !variation.isEmpty else { return nil }
        for (number, instance) in namedInstances.enumerated()
        where axes.allSatisfy({ instance.coordinates[$0.tag] ?? $0.defaultValue == coordinate($0.tag) }) {
            return (number, instance)
        }
        return nil
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

extension ExportedPack {
    /// Every file face the pack's slots and chains use, once, at its default
    /// instance, in config order: what an export that copies, lists or
    /// converts files writes (a variable file drawn at three instances is
    /// one file).
    package var fileFaces: [FontFace] {
        var seen = Set<FaceID>()
        return faces.filter { seen.insert($0.id.atDefault).inserted }.map(\.atDefaultInstance)
    }
}
