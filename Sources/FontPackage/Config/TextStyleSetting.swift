/// What a config's `textStyles` says of one text style: the slot it uses
/// instead of its weight's, and its point size at the default content size
/// (large) instead of Apple's, each optional.
///
/// ```json
/// "textStyles": {"headline": {"slot": "bold", "size": 18}}
/// ```
public struct TextStyleSetting: Sendable, Hashable {
    /// The style it sets.
    public let style: TextStyle
    /// The slot the style uses, whatever its weight; nil keeps the weight rule.
    public let slot: WeightSlot?
    /// The style's size at ``ContentSizeCategory/large``; other categories
    /// scale it in proportion to Apple's sizes for the style. nil keeps Apple's.
    public let size: Double?
    /// Where the style's object starts, and where its `slot` is written.
    package let location: SourceLocation
    package let slotLocation: SourceLocation?
    /// `textStyles.headline`.
    package let path: String

    init(
        style: TextStyle, slot: WeightSlot?, size: Double?, location: SourceLocation, slotLocation: SourceLocation? = nil,
        path: String
    ) {
        self.style = style
        self.slot = slot
        self.size = size
        self.location = location
        self.slotLocation = slotLocation
        self.path = path
    }
}
