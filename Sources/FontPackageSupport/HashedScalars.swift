/// Code points as a dictionary key, hashed once when made. The strings
/// passes look up every text and every word of an app's strings, several
/// times each; a `[UInt32]` key would run the standard library's SipHash over
/// every code point at each look-up, and a `String` key would normalize too.
package struct HashedScalars: Hashable, Sendable {
    package let scalars: [UInt32]
    private let digest: UInt64

    package init(_ scalars: [UInt32]) {
        self.scalars = scalars
        // FNV-1a over each code point: quick, and the table's own hashing mixes it further.
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        scalars.withUnsafeBufferPointer { buffer in
            for scalar in buffer { digest = (digest ^ UInt64(scalar)) &* 0x0000_0100_0000_01b3 }
        }
        self.digest = digest
    }

    package init(_ scalars: ArraySlice<UInt32>) {
        self.init(Array(scalars))
    }

    package static func == (lhs: HashedScalars, rhs: HashedScalars) -> Bool {
        lhs.digest == rhs.digest && lhs.scalars == rhs.scalars
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
