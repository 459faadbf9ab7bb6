package import FontPackage
package import FontPackageInspection

extension FaceLocations {
    /// The chain of every (entry, slot) the config has: the own face, then the
    /// links of ``FontPackConfig/fallback(of:)``, each found in the pack by
    /// the weight rule of ``FallbackLink/choose(slot:italic:faces:)`` (font
    /// links) or the named entry's own fallback (entry links). A face already
    /// in the chain is not repeated. A font link missing from the pack is a
    /// problem, once per place it is written.
    mutating func locateChains(_ config: FontPackConfig, in index: FontIndex) {
        var reported = Set<String>()
        var families: [String: Result<[FontFace], FontLookupError>] = [:]
        func family(of name: String) -> Result<[FontFace], FontLookupError> {
            if let known = families[name] { return known }
            let found: Result<[FontFace], FontLookupError>
            do { found = .success(try index.linkFamily(named: name)) } catch { found = .failure(error) }
            families[name] = found
            return found
        }
        for entry in config.entries {
            let links = config.fallback(of: entry)
            guard !links.isEmpty else { continue }
            for slot in CheckedSlot.all(of: entry) {
                var chain = [ownLink(of: entry, slot)]
                for link in links {
                    let located: ChainLink
                    if let target = link.entry {
                        let position = target.faceIndex(slot: slot.slot, weight: slot.slot.weight, italic: slot.italic)
                        let spec = target.faces[position]
                        located = ChainLink(
                            link: link.name, env: target.env, face: id(of: target, at: position),
                            usedSlot: spec.slotDescription, otherWeight: Self.slot(of: spec.weight, spec.slot) != slot.slot,
                            location: link.location)
                    } else {
                        switch family(of: link.name) {
                        case .failure(let error):
                            if reported.insert(link.path).inserted {
                                problems.append(.link(error, entry: entry, link: link, folder: index.root))
                            }
                            located = ChainLink(
                                link: link.name, env: nil, face: nil, usedSlot: slot.name, otherWeight: false,
                                location: link.location)
                        case .success(let faces):
                            let chosen = FontIndex.linkFace(among: faces, slot: slot)
                            let used = WeightSlot(weight: chosen.drawnWeight ?? 400)
                            indexed[chosen.id] = chosen
                            located = ChainLink(
                                link: link.name, env: nil, face: chosen.id,
                                usedSlot: CheckedSlot(slot: used, italic: chosen.isItalic).name,
                                otherWeight: used != slot.slot, location: link.location)
                        }
                    }
                    if let face = located.face, chain.contains(where: { $0.face == face }) { continue }
                    chain.append(located)
                }
                chains[ObjectIdentifier(entry), default: [:]][slot] = chain
            }
        }
    }

    /// The entry's own face for `slot`, as the first link of its chain.
    func ownLink(of entry: PackEntry, _ slot: CheckedSlot) -> ChainLink {
        let position = entry.faceIndex(slot: slot.slot, weight: slot.slot.weight, italic: slot.italic)
        let spec = entry.faces[position]
        return ChainLink(
            link: nil, env: entry.env, face: id(of: entry, at: position), usedSlot: spec.slotDescription,
            otherWeight: Self.slot(of: spec.weight, spec.slot) != slot.slot, location: spec.location)
    }

    /// The chain of (entry, slot): the own face, then the located links.
    package func chain(of entry: PackEntry, _ slot: CheckedSlot) -> [ChainLink] {
        chains[ObjectIdentifier(entry)]?[slot] ?? [ownLink(of: entry, slot)]
    }

    private static func slot(of weight: Int, _ slot: WeightSlot?) -> WeightSlot { slot ?? WeightSlot(weight: weight) }
}

extension LocatedFaces {
    /// The chain of (entry, slot), computed once when the pack was located:
    /// the entry's own face first, then each fallback link's face.
    package func chain(of entry: PackEntry, _ slot: CheckedSlot) -> [ChainLink] { locations.chain(of: entry, slot) }

    /// The faces of the chain of (entry, slot) in order, as a plain list:
    /// what exports read to write a platform's own fallback order. Links not
    /// found in the pack are left out.
    package func chainFaces(of entry: PackEntry, _ slot: CheckedSlot) -> [FontFace] {
        chain(of: entry, slot).compactMap { $0.face.flatMap { faces[$0] } }
    }
}

extension LocatedFaces {
    /// The face of the chain of (entry, slot) that draws a text: the first
    /// whose character map has all of `characters`, else the own face. A run
    /// of one script goes to one font of the chain, as the platforms' per-run
    /// fallback does; shaping checks use this face.
    func drawingFace(of entry: PackEntry, _ slot: CheckedSlot, for characters: [UInt32]) -> FontFace? {
        let own = serving(entry, slot).face
        guard locations.chains[ObjectIdentifier(entry)] != nil, let own else { return own }
        if characters.allSatisfy(own.characters.contains) { return own }
        return chainFaces(of: entry, slot).first { face in characters.allSatisfy(face.characters.contains) } ?? own
    }
}

extension ShapingSample {
    /// Every character the sample shapes.
    package var characters: [UInt32] { joiningLetters + conjuncts.flatMap { $0 } + markPairs.flatMap { $0 } }
}

extension FontIndex {
    /// The faces a font link names: the family of the face the name finds
    /// (PostScript name, full name, family and style, file base name), else
    /// the faces whose family name it is (`Noto Sans Hebrew`).
    func linkFamily(named name: String) throws(FontLookupError) -> [FontFace] {
        do {
            let face = try find(name: name)
            return faces.filter { $0.family == face.family }
        } catch {
            let wanted = name.lowercased()
            let byFamily = faces.filter { $0.familyNames.contains { $0.lowercased() == wanted } }
            if byFamily.isEmpty { throw error }
            return byFamily
        }
    }

    /// The face of a font link's family that serves `slot`, by
    /// ``FallbackLink/choose(slot:italic:faces:)`` on the faces' weight
    /// classes. A variable face is drawn at the slot's weight on its `wght`
    /// axis, as a platform asking the family for that weight draws it.
    static func linkFace(among faces: [FontFace], slot: CheckedSlot) -> FontFace {
        let weights = faces.map { (weight: $0.weightClass ?? 400, italic: $0.isItalic) }
        let chosen = faces[FallbackLink.choose(slot: slot.slot, italic: slot.italic, faces: weights) ?? 0]
        return chosen.at(["wght": Double(slot.slot.weight)])
    }

    /// The faces of a resolution's chain, found in this pack: its own face,
    /// then each link's (an entry link's face for the request, a font link's
    /// family face for the requested slot); nil where the pack lacks it.
    package func chain(of resolution: Resolution) -> [ChainDrawing.Link] {
        guard let spec = resolution.face else { return [] }
        var chain = [ChainDrawing.Link(link: nil, env: resolution.entry.env, face: try? face(for: spec))]
        let slot = CheckedSlot(slot: resolution.requested.slot, italic: resolution.requested.italic)
        for step in resolution.fallback {
            let found: FontFace?
            if let linked = step.face {
                found = try? face(for: linked)
            } else {
                found = (try? linkFamily(named: step.link.name)).map { Self.linkFace(among: $0, slot: slot) }
            }
            if let found, chain.contains(where: { $0.face?.id == found.id }) { continue }
            chain.append(ChainDrawing.Link(link: step.link.name, env: step.link.entry?.env, face: found))
        }
        return chain
    }
}
