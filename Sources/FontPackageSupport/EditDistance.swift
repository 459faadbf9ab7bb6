/// The closest candidate within a small edit distance, case-insensitive:
/// the "did you mean" of config keys and script codes.
package func nearest(_ word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
    let limit = max(1, min(3, word.count / 3 + 1))
    return best.1 <= limit ? best.0 : nil
}

/// Edit distance counting a swap of neighbours as one edit (`nmae` is one
/// edit from `name`), the commonest typo in keys and names.
package func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
}

/// ``editDistance(_:_:)-(String,String)`` over characters already split.
package func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the table, not the whole of it: a 1 MB name against a
    // font name allocated a million rows (18 s for one lookup).
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], twoBack[j - 2] + 1)
            }
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}
