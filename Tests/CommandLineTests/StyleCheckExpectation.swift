import Testing

/// Expects `mapsnap style check STYLE` to find nothing that is not drawn as written (exit 0).
func expectDrawnAsWritten(_ style: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let check = try CLI.run(["style", "check", style])
    #expect(check.status == 0 && check.stdout.contains("every layer and property is drawn as written"), "\(check.stdout)\(check.stderr)",
            sourceLocation: sourceLocation)
}
