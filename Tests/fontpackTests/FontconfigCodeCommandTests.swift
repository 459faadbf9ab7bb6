import Foundation
import Testing

/// `coverage --lang fc:<code>` checks fontconfig's orthography `<code>` verbatim.
@Suite("fontpack coverage with fontconfig's own codes")
struct FontconfigCodeCommandTests {
    /// Every orthography fontconfig has, asked of libfontconfig itself (`FcGetLangs`), not of fontpack.
    static func fontconfigCodes() throws -> [String] {
        let script = """
            import ctypes
            fc = ctypes.CDLL("libfontconfig.so.1")
            fc.FcGetLangs.restype = ctypes.c_void_p
            fc.FcStrListCreate.restype = ctypes.c_void_p; fc.FcStrListCreate.argtypes = [ctypes.c_void_p]
            fc.FcStrListNext.restype = ctypes.c_char_p; fc.FcStrListNext.argtypes = [ctypes.c_void_p]
            codes = fc.FcStrListCreate(fc.FcGetLangs())
            while (code := fc.FcStrListNext(codes)): print(code.decode())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n").map(String.init).sorted()
    }

    /// `fc-validate -l code file`: how many code points are missing.
    static func fcValidateMissing(_ code: String, _ file: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-validate", "-l", code, file]
        process.currentDirectoryURL = CommandLineRun.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if output.contains("Satisfy the coverage") { return 0 }
        let words = output.split(separator: " ")
        let position = try #require(words.firstIndex(of: "Missing"), "unexpected fc-validate output: \(output)")
        return try #require(Int(words[position + 1]))
    }

    @Test(
        "coverage --lang fc:<code> == fc-validate -l <code>, all of fontconfig's codes",
        arguments: ["Fonts/NotoSans/NotoSans-Light.ttf", "Fonts/NotoSansArabic/NotoSansArabic-Light.ttf"])
    func agreesWithFcValidate(file: String) throws {
        let codes = try Self.fontconfigCodes()
        #expect(codes.count == 246)
        let run = try CommandLineRun.fontpack(
            arguments: ["coverage", file, "--lang", codes.map { "fc:" + $0 }.joined(separator: ","), "--format", "json"])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        let font = try #require((try run.json()["fonts"] as? [[String: Any]])?.first)
        let languages = try #require(font["languages"] as? [[String: Any]])
        #expect(languages.count == codes.count)
        var compared = 0
        for (code, language) in zip(codes, languages) {
            #expect(language["language"] as? String == "fc:" + code)
            #expect(language["source"] as? String == "fontconfig " + code)
            let missing = try #require(language["missing"] as? [Any])
            #expect(missing.count == (try Self.fcValidateMissing(code, file)), "\(code)")
            compared += 1
        }
        #expect(compared == 246)
    }

    @Test("a bare code fontconfig reads otherwise gets a note pointing to fc:")
    func note() throws {
        let run = try CommandLineRun.fontpack("coverage", "Fonts/NotoSansArabic/NotoSansArabic-Light.ttf", "--lang", "ku-ir,fc:ku-ir,ar")
        #expect(run.standardError == "note: --lang ku-ir is read as BCP 47 ku-Latn-IR, which gets fontconfig's ku-tr; for fontconfig's own ku-ir (Kurdish in Arabic script, Iran) write fc:ku-ir\n")
        #expect(run.standardOutput.contains("fc:ku-ir  fontconfig  32/32 ok"))
    }

    @Test("an unknown fontconfig code is a usage error")
    func unknownCode() throws {
        let run = try CommandLineRun.fontpack("coverage", "Fonts/NotoSans/NotoSans-Light.ttf", "--lang", "fc:xx")
        #expect(run.status == 2)
        #expect(run.standardError.contains("fontconfig has no orthography named 'xx'"))
    }
}
