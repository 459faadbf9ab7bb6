internal import CFontPackage

/// A variable font's axes and named instances, read from `fvar` through
/// HarfBuzz's `hb_ot_var_*` API on a HarfBuzz face over the FreeType face (so
/// WOFF and WOFF2 read the same as TrueType).
struct FontVariations {
    var axes: [VariationAxis] = []
    var namedInstances: [NamedInstance] = []
    /// `name` ID 25, the Variations PostScript Name Prefix, when the font has it.
    var postscriptNamePrefix: String?

    /// The most named instances read from one face: `fvar` counts them in 16 bits.
    static let maximumInstanceCount = 0xFFFF

    /// The face's variations; empty for a static face.
    init(_ freeType: FreeTypeFace) {
        guard freeType.isVariable else { return }
        guard let face = hb_ft_face_create_referenced(freeType.face) else { return }
        defer { hb_face_destroy(face) }
        guard hb_ot_var_has_data(face) != 0 else { return }

        axes = Self.axisInfos(of: face).map {
            VariationAxis(
                tag: Self.tagString($0.tag), minimum: Double($0.min_value),
                defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }

        postscriptNamePrefix = Self.name(face, 25).flatMap { $0.isEmpty ? nil : $0 }
        let instanceCount = min(Int(hb_ot_var_get_named_instance_count(face)), Self.maximumInstanceCount)
        for instance in 0..<instanceCount {
            var coordinateCount = UInt32(axes.count)
            var coordinates = [Float](repeating: 0, count: axes.count)
            _ = coordinates.withUnsafeMutableBufferPointer {
                hb_ot_var_named_instance_get_design_coords(face, UInt32(instance), &coordinateCount, $0.baseAddress)
            }
            var byTag: [String: Double] = [:]
            for (axis, value) in zip(axes, coordinates.prefix(Int(coordinateCount))) {
                byTag[axis.tag] = Double(value)
            }
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, UInt32(instance))
            let postscriptID = hb_ot_var_named_instance_get_postscript_name_id(face, UInt32(instance))
            namedInstances.append(
                NamedInstance(
                    name: Self.name(face, nameID) ?? "",
                    coordinates: byTag,
                    postscriptName: postscriptID == hb_ot_name_id_t(HB_OT_NAME_ID_INVALID) ? nil : Self.name(face, postscriptID)))
        }
    }

    /// `name` table string `id` in English (HarfBuzz's choice when no language is given).
    private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 0
        let needed = hb_ot_name_get_utf8(face, id, nil, &length, nil)
        guard needed > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        length = UInt32(buffer.count)
        _ = buffer.withUnsafeMutableBufferPointer { hb_ot_name_get_utf8(face, id, nil, &length, $0.baseAddress) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `wght` from HarfBuzz's big-endian tag.
    /// The face's axes as HarfBuzz reads them from `fvar`, in `fvar` order.
    static func axisInfos(of face: OpaquePointer) -> [hb_ot_var_axis_info_t] {
        let count = Int(hb_ot_var_get_axis_count(face))
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: count)
        var read = UInt32(count)
        _ = infos.withUnsafeMutableBufferPointer { hb_ot_var_get_axis_infos(face, 0, &read, $0.baseAddress) }
        return Array(infos.prefix(Int(read)))
    }

    static func tagString(_ tag: hb_tag_t) -> String {
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
