import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The dependencies each target declares in Package.swift, by target name.
private func declaredDependencies() throws -> [String: Set<String>] {
    let package = try String(contentsOfFile: "\(root)/Package.swift", encoding: .utf8)
    let target = try Regex(#"\.(?:target|executableTarget)\(name: "(\w+)"(?:, dependencies: \[([^\]]*)\])?"#)
    var found: [String: Set<String>] = [:]
    for match in package.matches(of: target) {
        guard let name = match.output[1].substring.map(String.init) else { continue }
        let list = match.output[2].substring.map(String.init) ?? ""
        found[name] = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }.filter { !$0.isEmpty })
    }
    return found
}

/// Docs/architecture.md's module table says what Package.swift declares: every library and the command are in it,
/// and each row's "depends on" column is exactly the target's declared dependencies (it had drifted for CairoCanvas,
/// OSM and Tiles).
@Test func theArchitectureTableIsThePackages() throws {
    let declared = try declaredDependencies()
    #expect(declared["MapSnap"]?.contains("Tiles") == true, "Package.swift was not read")
    let document = try String(contentsOfFile: "\(root)/Docs/architecture.md", encoding: .utf8)
    let row = try Regex(#"(?m)^\| `(\w+)` \| .* \| ([^|]*) \|$"#)
    var documented: [String: Set<String>] = [:]
    for match in document.matches(of: row) {
        guard let name = match.output[1].substring.map(String.init), let column = match.output[2].substring else { continue }
        let names = column.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "—" }
        documented[name] = Set(names)
    }
    let libraries = declared.keys.filter { $0 != "TestSupport" }
    for name in libraries.sorted() {
        #expect(documented[name] == declared[name], "\(name): the table says \(documented[name].map { $0.sorted() } ?? []), Package.swift \(declared[name]?.sorted() ?? [])")
    }
    #expect(Set(documented.keys) == Set(libraries), "rows without a target, or targets without a row")
}
