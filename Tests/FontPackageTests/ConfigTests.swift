import FontPackage
import Testing

@Suite("Loading appfont.json")
struct ConfigTests {
    @Test("the source format loads unchanged, non-ASCII names and notes included")
    func sourceFormat() throws {
        let text = """
            {
                "list": [{
                    "env" : "vi",
                    "note" : "越南语,按照国际编码:vi、vi-VN。FontPackageManager 判断国际编码来对应",
                    "data" : [{
                            "font" : 0,
                            "name" : "genjyuu_light(越南细)"
                        },{
                            "font" : 1,
                            "name" : "genjyuu_medium(越南中)"
                        },{
                            "font" : 2,
                            "name" : "genjyuu_bold(越南粗)"
                        }
                    ]
                }, {
                    "env" : "default",
                    "note" : "其他语种默认使用字体,但优先判断设备的国际编码来匹配字体包",
                    "data" : [{
                            "font" : 0,
                            "name" : "GothamRndSSm-Light"
                        },{
                            "font" : 1,
                            "name" : "GothamRndSSm-Medium"
                        },{
                            "font" : 2,
                            "name" : "GothamRndSSm-Bold"
                        }
                    ]
                }
            ]}
            """
        let config = try loadConfig(text, file: "appfont.json")
        #expect(config.warnings.isEmpty)
        #expect(config.entries.map(\.env) == ["vi", "default"])
        let vietnamese = config.entries[0]
        #expect(vietnamese.faces.map(\.name) == ["genjyuu_light(越南细)", "genjyuu_medium(越南中)", "genjyuu_bold(越南粗)"])
        #expect(vietnamese.faces.map(\.slot) == [.light, .medium, .bold])
        #expect(vietnamese.note?.hasPrefix("越南语") == true)
        #expect(vietnamese.location == SourceLocation(file: "appfont.json", line: 2, column: 14))
        #expect(vietnamese.faces[1].location.line == 8)
        #expect(vietnamese.faces[1].path == "list[0].data[1]")
        #expect(config.defaultEntry?.faces.map(\.name) == ["GothamRndSSm-Light", "GothamRndSSm-Medium", "GothamRndSSm-Bold"])
        #expect(config.exclude.isEmpty)
        #expect(config.scripts.isEmpty)
    }

    @Test("the shipped example config loads without warnings")
    func exampleConfig() throws {
        let path = String(String(#filePath).split(separator: "/Tests/")[0]) + "/Config/appfont.json"
        let config = try FontPackConfig.load(path: path)
        #expect(config.warnings.isEmpty)
        #expect(config.defaultEntry != nil)
        #expect(config.entries.count >= 4)
        #expect(config.entries.contains { $0.direction == .rightToLeft })
        #expect(config.entries.contains { $0.faces.count < 3 })
    }

    @Test("extensions: file, index, weight, italic, exclude, scripts")
    func extensions() throws {
        let config = try loadConfig(
            """
            {"list": [
              {"env": "zh-Hans", "data": [
                {"font": 0, "name": "NotoSansCJKsc-Light", "file": "NotoSansCJK/NotoSansCJK-Light.ttc", "index": 2},
                {"weight": 650, "name": "Heavyish"},
                {"font": 1, "name": "MediumItalic", "italic": true}]},
              {"env": "default", "data": [{"font": 0, "name": "D"}]}],
             "exclude": ["*Icons*"],
             "scripts": {"Hani": "zh-CN", "hira": "zh-Hans"},
             "$schema": "./appfont.schema.json"}
            """)
        let entry = config.entries[0]
        #expect(entry.faces[0].file == "NotoSansCJK/NotoSansCJK-Light.ttc")
        #expect(entry.faces[0].index == 2)
        #expect(entry.faces[1].slot == nil)
        #expect(entry.faces[1].weight == 650)
        #expect(entry.faces[2].italic)
        #expect(entry.usesNumericWeights)
        #expect(config.exclude == [NamePattern("*Icons*")])
        #expect(config.scripts[UnicodeScript(rawValue: "Hani")] === entry)
        #expect(config.scripts[UnicodeScript(rawValue: "Hira")] === entry)
        #expect(config.warnings.isEmpty)
    }

    @Test("extension: a data item's variation, axis tag to value, in config order and located")
    func variation() throws {
        let config = try loadConfig(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300, "opsz": 14.5}},
              {"font": 2, "name": "Inter"}]}]}
            """)
        let face = config.entries[0].faces[0]
        #expect(face.variation.map(\.tag) == ["wght", "opsz"])
        #expect(face.variation.map(\.value) == [300, 14.5])
        #expect(face.variation[0].path == "list[0].data[0].variation.wght")
        #expect(face.variation[0].location.line == 2)
        #expect(face.variationLocation?.line == 2)
        #expect(config.entries[0].faces[1].variation.isEmpty)
        #expect(config.entries[0].faces[1].variationLocation == nil)
        #expect(config.warnings.isEmpty)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let code: String
        let line: Int
        let column: Int
        let path: String
        let message: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(name: "invalid JSON", json: "{\"list\": [\n  {\"env\": \"vi\",}\n]}", code: "invalid-json", line: 2, column: 16, path: "", message: "expected a quoted key"),
        ErrorCase(name: "trailing comma in an object", json: "{\"list\": [\n  {\"env\": \"vi\",}\n]}", code: "invalid-json", line: 2, column: 16, path: "", message: "found '}' after a trailing comma; JSON allows no comma before it"),
        ErrorCase(name: "trailing comma in an array", json: "{\"list\": [{\"env\": \"vi\"}, ]}", code: "invalid-json", line: 1, column: 26, path: "", message: "expected a value, found ']' after a trailing comma"),
        ErrorCase(name: "a line comment", json: "{\"list\": [ // languages\n]}", code: "invalid-json", line: 1, column: 12, path: "", message: "found a comment; JSON has no comments"),
        ErrorCase(name: "a block comment", json: "{/* pack */ \"list\": []}", code: "invalid-json", line: 1, column: 2, path: "", message: "found a comment; JSON has no comments"),
        ErrorCase(name: "truncated JSON", json: "{\"list\": [", code: "invalid-json", line: 1, column: 11, path: "", message: "expected a value, found end of file"),
        ErrorCase(name: "root not an object", json: "[1]", code: "wrong-type", line: 1, column: 1, path: "", message: "found an array"),
        ErrorCase(name: "no list", json: "{\"lsit\": []}", code: "missing-key", line: 1, column: 1, path: "", message: "missing required key \"list\""),
        ErrorCase(name: "list not an array", json: "{\"list\": {}}", code: "wrong-type", line: 1, column: 10, path: "list", message: "expected an array of entries, found an object"),
        ErrorCase(name: "no entries", json: "{\"list\": []}", code: "no-entries", line: 1, column: 10, path: "list", message: "no entries"),
        ErrorCase(name: "font as a string", json: "{\"list\":[{\"env\":\"vi\",\"data\":[\n{\"font\": \"1\", \"name\": \"A\"}]}]}", code: "wrong-type", line: 2, column: 10, path: "list[0].data[0].font", message: "expected an integer, found a string (write 1 without quotes)"),
        ErrorCase(name: "font out of range", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\"},\n   {\"font\": 3, \"name\": \"B\"}]}]}", code: "font-out-of-range", line: 2, column: 13, path: "list[0].data[1].font", message: "font must be 0 (light), 1 (medium) or 2 (bold), found 3"),
        ErrorCase(name: "fractional font", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":1.5,\"name\":\"A\"}]}]}", code: "wrong-type", line: 1, column: 38, path: "list[0].data[0].font", message: "expected an integer, found 1.5"),
        ErrorCase(name: "empty name", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"  \"}]}]}", code: "empty-value", line: 1, column: 47, path: "list[0].data[0].name", message: "must not be empty"),
        ErrorCase(name: "missing name", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0}]}]}", code: "missing-key", line: 1, column: 30, path: "list[0].data[0]", message: "font has no \"name\""),
        ErrorCase(name: "no slot", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"name\":\"A\"}]}]}", code: "missing-key", line: 1, column: 30, path: "list[0].data[0]", message: "no \"font\" slot"),
        ErrorCase(name: "font and weight", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"weight\":300,\"name\":\"A\"}]}]}", code: "font-and-weight", line: 1, column: 49, path: "list[0].data[0].weight", message: "not both"),
        ErrorCase(name: "weight out of range", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"weight\":1001,\"name\":\"A\"}]}]}", code: "weight-out-of-range", line: 1, column: 40, path: "list[0].data[0].weight", message: "between 1 and 1000, found 1001"),
        ErrorCase(name: "same slot twice", json: "{\"list\":[{\"env\":\"vi\",\"data\":[\n{\"font\":0,\"name\":\"A\"},\n{\"font\":0,\"name\":\"B\"}]}]}", code: "duplicate-slot", line: 3, column: 1, path: "list[0].data[1]", message: "light is filled twice in this entry; first at test.json:2:1 by \"A\""),
        ErrorCase(name: "same env twice", json: "{\"list\":[\n{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\"}]},\n{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"B\"}]}]}", code: "duplicate-env", line: 3, column: 8, path: "list[1].env", message: "env \"vi\" is defined twice; first defined at test.json:2:1"),
        ErrorCase(name: "en-US and en normalise to one", json: "{\"list\":[\n{\"env\":\"en\",\"data\":[{\"font\":0,\"name\":\"A\"}]},\n{\"env\":\"en-US\",\"data\":[{\"font\":0,\"name\":\"B\"}]}]}", code: "duplicate-env", line: 3, column: 8, path: "list[1].env", message: "(\"en\" and \"en-US\" name the same language)"),
        ErrorCase(name: "zh and zh-Hans normalise to one", json: "{\"list\":[{\"env\":\"zh-Hans\",\"data\":[{\"font\":0,\"name\":\"A\"}]},{\"env\":\"zh_CN\",\"data\":[{\"font\":0,\"name\":\"B\"}]}]}", code: "duplicate-env", line: 1, column: 66, path: "list[1].env", message: "name the same language"),
        ErrorCase(name: "default twice", json: "{\"list\":[{\"env\":\"default\",\"data\":[{\"font\":0,\"name\":\"A\"}]},{\"env\":\"Default\",\"data\":[{\"font\":0,\"name\":\"B\"}]}]}", code: "duplicate-env", line: 1, column: 66, path: "list[1].env", message: "defined twice"),
        ErrorCase(name: "invalid env", json: "{\"list\":[{\"env\":\"english!\",\"data\":[{\"font\":0,\"name\":\"A\"}]}]}", code: "invalid-env", line: 1, column: 17, path: "list[0].env", message: "not a language code"),
        ErrorCase(name: "missing env", json: "{\"list\":[{\"data\":[{\"font\":0,\"name\":\"A\"}]}]}", code: "missing-key", line: 1, column: 10, path: "list[0]", message: "entry has no \"env\""),
        ErrorCase(name: "empty data", json: "{\"list\":[{\"env\":\"vi\",\"data\":[]}]}", code: "no-fonts", line: 1, column: 29, path: "list[0].data", message: "entry has no fonts"),
        ErrorCase(name: "data not an array", json: "{\"list\":[{\"env\":\"vi\",\"data\":{}}]}", code: "wrong-type", line: 1, column: 29, path: "list[0].data", message: "expected an array of fonts, found an object"),
        ErrorCase(name: "absolute file", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"file\":\"/etc/fonts/a.ttf\"}]}]}", code: "file-outside-pack", line: 1, column: 58, path: "list[0].data[0].file", message: "is absolute"),
        ErrorCase(name: "file leaving the pack", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"file\":\"fonts/../../a.ttf\"}]}]}", code: "file-outside-pack", line: 1, column: 58, path: "list[0].data[0].file", message: "leaves the pack folder"),
        ErrorCase(name: "negative index", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"index\":-1}]}]}", code: "index-out-of-range", line: 1, column: 59, path: "list[0].data[0].index", message: "found -1"),
        ErrorCase(name: "italic not a boolean", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"italic\":\"yes\"}]}]}", code: "wrong-type", line: 1, column: 60, path: "list[0].data[0].italic", message: "expected true or false"),
        ErrorCase(name: "variation not an object", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"variation\":300}]}]}", code: "wrong-type", line: 1, column: 63, path: "list[0].data[0].variation", message: "expected an object of axis tag to value"),
        ErrorCase(name: "empty variation", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"variation\":{}}]}]}", code: "empty-value", line: 1, column: 63, path: "list[0].data[0].variation", message: "variation names no axis"),
        ErrorCase(name: "variation value a string", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"variation\":{\"wght\":\"300\"}}]}]}", code: "wrong-type", line: 1, column: 71, path: "list[0].data[0].variation.wght", message: "expected a number, found a string"),
        ErrorCase(name: "variation key not an axis tag", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"variation\":{\"weight\":300}}]}]}", code: "invalid-axis-tag", line: 1, column: 64, path: "list[0].data[0].variation.weight", message: "\"weight\" is not an axis tag"),
        ErrorCase(name: "unknown script", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\"}]}],\"scripts\":{\"Hanz\":\"vi\"}}", code: "unknown-script", line: 1, column: 66, path: "scripts.Hanz", message: "is not an ISO 15924 script code known to Unicode; did you mean"),
        ErrorCase(name: "script to a missing env", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\"}]}],\"scripts\":{\"Hani\":\"zh\"}}", code: "unknown-env", line: 1, column: 73, path: "scripts.Hani", message: "no entry in \"list\" has env \"zh\""),
        ErrorCase(name: "exclude not an array", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\"}]}],\"exclude\":\"*Icons*\"}", code: "wrong-type", line: 1, column: 65, path: "exclude", message: "expected an array of font-name patterns"),
        ErrorCase(name: "key written twice", json: "{\"list\":[{\"env\":\"vi\",\"data\":[{\"font\":0,\"name\":\"A\",\"name\":\"B\"}]}]}", code: "duplicate-key", line: 1, column: 51, path: "list[0].data[0].name", message: "appears twice"),
        ErrorCase(name: "note not a string", json: "{\"list\":[{\"env\":\"vi\",\"note\":3,\"data\":[{\"font\":0,\"name\":\"A\"}]}]}", code: "wrong-type", line: 1, column: 29, path: "list[0].note", message: "expected a string, found a number"),
    ]

    @Test("every error names the file, line, column and JSON path", arguments: errorCases)
    func errors(_ example: ErrorCase) throws {
        let found = diagnostics(of: example.json).filter { $0.severity == .error }
        let diagnostic = try #require(found.first { $0.code.rawValue == example.code }, "codes found: \(found.map(\.code))")
        #expect(diagnostic.location == SourceLocation(file: "test.json", line: example.line, column: example.column))
        #expect((diagnostic.path ?? "") == example.path)
        #expect(diagnostic.message.contains(example.message), "\(diagnostic.message)")
        #expect(diagnostic.description.hasPrefix("test.json:\(example.line):\(example.column): error: [\(example.code)]"))
    }

    @Test("all problems are reported in one pass, not only the first")
    func manyErrors() {
        let json = """
            {"list": [
              {"env": "vi", "data": [{"font": 5, "name": "A"}, {"font": 0, "name": ""}]},
              {"env": "xx-!", "data": [{"font": 0, "name": "B"}]},
              {"env": "ar", "data": []}
            ]}
            """
        let codes = diagnostics(of: json).filter { $0.severity == .error }.map(\.code.rawValue)
        #expect(codes == ["font-out-of-range", "empty-value", "invalid-env", "no-fonts"])
    }

    @Test("unknown keys are warnings that suggest the near key, and the config still loads")
    func unknownKeys() throws {
        let config = try loadConfig(
            """
            {"list": [{"env": "vi", "ntoe": "x", "data": [{"font": 0, "nmae": "A", "name": "A", "wieght": 300, "colour": "red"}]}],
             "scirpts": {}}
            """)
        let warnings = config.warnings
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.code == "unknown-key" })
        // Sorted by position, as a compiler prints them.
        #expect(warnings.map(\.path) == ["list[0].ntoe", "list[0].data[0].nmae", "list[0].data[0].wieght", "list[0].data[0].colour", "scirpts"])
        #expect(warnings[0].message.contains("did you mean \"note\"?"))
        #expect(warnings[1].message.contains("did you mean \"name\"?"))
        #expect(warnings[2].message.contains("did you mean \"weight\"?"))
        #expect(!warnings[3].message.contains("did you mean"))
        #expect(warnings[4].message.contains("did you mean \"scripts\"?"))
        #expect(warnings[0].location == SourceLocation(file: "test.json", line: 1, column: 25))
    }

    @Test("errors print like a compiler, with the line and a caret")
    func rendering() {
        let json = "{\"list\": [{\"env\": \"vi\", \"data\": [\n    {\"font\": 7, \"name\": \"A\"}]}]}"
        let diagnostic = diagnostics(of: json)[0]
        #expect(diagnostic.renderedWithSource == """
            test.json:2:14: error: [font-out-of-range] list[0].data[0].font: font must be 0 (light), 1 (medium) or 2 (bold), found 7
                {"font": 7, "name": "A"}]}]}
                         ^
            """)
    }

    @Test("a missing file is an error value naming it")
    func missingFile() {
        let error = #expect(throws: DiagnosticError.self) { try FontPackConfig.load(path: "/nonexistent/appfont.json") }
        #expect(error?.diagnostics.first?.description == "/nonexistent/appfont.json: error: [unreadable-config] config file does not exist")
    }

    @Test("pack paths stay inside the pack", arguments: [
        ("a.ttf", true), ("fonts/a.ttf", true), ("./a/../b.ttf", true), ("../a.ttf", false), ("a/../../b.ttf", false),
        ("/a.ttf", false), ("C:\\\\fonts\\\\a.ttf", false), ("~/a.ttf", false), (".", false), ("a/..", false),
    ])
    func packPaths(_ path: String, _ accepted: Bool) {
        #expect((PackPath.problem(with: path) == nil) == accepted)
    }
}

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("positions of values count Unicode characters, not bytes")
    func positions() throws {
        let document = try JSONDocument(bytes: Array("{\"名前\": [1, \"é\", true]}".utf8), file: "f.json")
        let member = try #require(document.root["名前"])
        #expect(member.keyLocation.column == 2)
        #expect(member.value.location.column == 8)
        #expect(member.value.elements?[2].location.column == 17)
    }

    @Test("escapes decode, surrogate pairs included")
    func escapes() throws {
        let document = try JSONDocument(bytes: Array(#"["a\"b\\c\/\n\t\u00e9\ud83d\ude00"]"#.utf8), file: "f.json")
        #expect(document.root.elements?[0].stringValue == "a\"b\\c/\n\té😀")
    }

    @Test("malformed input is a located error", arguments: [
        ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("[01]", 1, 2), ("\"\\ud800\"", 1, 2), ("[tru]", 1, 2), ("[1]\n x", 2, 2),
        ("\"a\nb\"", 1, 3), ("[\"\\q\"]", 1, 3), ("", 1, 1),
    ])
    func malformed(_ text: String, _ line: Int, _ column: Int) {
        let error = #expect(throws: Diagnostic.self) { try JSONDocument(bytes: Array(text.utf8), file: "f.json") }
        #expect(error?.location?.line == line)
        #expect(error?.location?.column == column)
    }

    @Test("deep nesting is refused, not a stack overflow")
    func depth() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: Diagnostic.self) { try JSONDocument(bytes: Array(text.utf8), file: "f.json") }
    }

    @Test("a byte order mark is tolerated")
    func byteOrderMark() throws {
        let document = try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "f.json")
        #expect(document.root.members?.isEmpty == true)
    }
}
