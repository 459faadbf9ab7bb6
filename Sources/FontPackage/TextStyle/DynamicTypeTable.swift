/// Apple's iOS and iPadOS Dynamic Type sizes, in points: Human Interface
/// Guidelines, Typography > Specifications > "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
///
/// Rows follow ``TextStyle/allCases`` (large title, title 1-3, headline, body,
/// callout, subhead, footnote, caption 1-2); columns ``ContentSizeCategory/allCases``
/// (xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1-AX5). The
/// tests compare it with a transcription of the published table kept apart
/// from this file (`Tests/Fixtures/DynamicType/ios-sizes.tsv`).
enum DynamicTypeTable {
    static let sizes: [[Int]] = [
        // xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]
}
