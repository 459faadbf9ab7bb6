/// Big-endian integers in a byte string, the byte order of every sfnt, WOFF2
/// and font-collection header (OpenType, "Data types").
///
/// Reads are bounds-checked against the collection's own indices, so a slice
/// is read at the positions it shares with its base; a read that does not fit
/// gives nil, whatever the bytes. The writers append to or overwrite an array
/// being assembled.
extension Collection where Index == Int, Element == UInt8 {
    /// The big-endian `UInt16` at `position`, or nil when its 2 bytes are not all inside.
    @inlinable
    func bigEndianUInt16(at position: Int) -> UInt16? {
        guard position >= startIndex, position + 2 <= endIndex else { return nil }
        return UInt16(self[position]) << 8 | UInt16(self[position + 1])
    }

    /// The big-endian `UInt32` at `position`, or nil when its 4 bytes are not all inside.
    @inlinable
    func bigEndianUInt32(at position: Int) -> UInt32? {
        guard position >= startIndex, position + 4 <= endIndex else { return nil }
        return (0..<4).reduce(UInt32(0)) { value, step in value << 8 | UInt32(self[position + step]) }
    }
}

extension Array where Element == UInt8 {
    /// Appends `value`, most significant byte first.
    @inlinable
    mutating func appendBigEndian<Value: FixedWidthInteger & UnsignedInteger>(_ value: Value) {
        for shift in stride(from: Value.bitWidth - 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// Overwrites the 4 bytes at `position` with `value`, most significant first.
    /// `position + 4` must not pass the end.
    @inlinable
    mutating func setBigEndian(_ value: UInt32, at position: Int) {
        for step in 0..<4 { self[position + step] = UInt8(truncatingIfNeeded: value >> (24 - 8 * step)) }
    }
}
