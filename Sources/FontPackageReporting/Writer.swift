/// One format of one command's output: the format, a line saying what it
/// holds, and how it is rendered. SwiftLint's reporters are the model: a
/// writer is looked up by its id in one list, and nothing else names it.
public struct Writer<Output>: Sendable {
    /// One of the formats ``OutputFormat`` declares; an output has one
    /// writer for each format it is written in.
    public let format: OutputFormat
    /// What this output holds in this format, in at most 50 characters:
    /// `--format`'s help lists it beside the id, on one line.
    public let summary: String
    private let renderer: @Sendable (Output) throws -> String
    /// Writes the output a piece at a time, for a format whose output can
    /// outweigh the run that made it (JSON of tens of thousands of findings).
    private let streamer: (@Sendable (Output, (UnsafeRawBufferPointer) -> Void) throws -> Void)?

    package init(_ format: OutputFormat, _ summary: String, render: @escaping @Sendable (Output) throws -> String) {
        self.format = format
        self.summary = summary
        self.renderer = render
        self.streamer = nil
    }

    /// A writer whose output `stream` hands over a piece at a time; `render` collects the pieces.
    package init(
        _ format: OutputFormat, _ summary: String,
        stream: @escaping @Sendable (Output, (UnsafeRawBufferPointer) -> Void) throws -> Void
    ) {
        self.format = format
        self.summary = summary
        self.streamer = stream
        self.renderer = { output in
            var bytes: [UInt8] = []
            try stream(output) { bytes.append(contentsOf: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The format's id, which `--format` takes.
    public var id: String { format.id }

    /// The output in this format, without a final newline unless the format
    /// ends in one (a table ends its last line; JSON does not).
    public func render(_ output: Output) throws -> String { try renderer(output) }

    /// The bytes `render` returns, handed to `sink` in pieces: a streaming
    /// format never holds its whole output, any other hands over its rendering at once.
    package func write(_ output: Output, to sink: (UnsafeRawBufferPointer) -> Void) throws {
        if let streamer { return try streamer(output, sink) }
        var rendered = try renderer(output)
        rendered.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
    }
}

/// A command's result as its writers read it. Its `writers` are the one list
/// of the formats it is written in: `fontpack`'s `--format` accepts their
/// ids and its help shows their summaries.
///
/// A new command's output is a type that conforms, with its writers; a new
/// format of an output is one more element of its list.
public protocol CommandOutput {
    /// Every format this output is written in, each once, in the order
    /// `--format`'s help lists them; the first is the default.
    static var writers: [Writer<Self>] { get }
}

extension CommandOutput {
    /// The writer of `format`, or nil when this output has none.
    public static func writer(_ format: OutputFormat) -> Writer<Self>? {
        writers.first { $0.format == format }
    }

    /// This output in `format`; a format it has no writer for is an
    /// ``UnsupportedFormat`` error.
    public func rendered(as format: OutputFormat) throws -> String {
        guard let writer = Self.writer(format) else {
            throw UnsupportedFormat(format: format, formats: Self.writers.map(\.format))
        }
        return try writer.render(self)
    }
}

/// A format asked of an output that has no writer for it (`coverage` has no
/// JUnit form).
public struct UnsupportedFormat: Error, Sendable, CustomStringConvertible {
    /// The format asked for.
    public let format: OutputFormat
    /// The formats the output has.
    public let formats: [OutputFormat]

    /// `no junit writer for this output; its formats are text, json, sarif, github`.
    public var description: String {
        "no \(format.id) writer for this output; its formats are \(formats.map(\.id).joined(separator: ", "))"
    }
}
