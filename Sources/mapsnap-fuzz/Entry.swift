import Foundation

#if FUZZING
/// libFuzzer's entry point (built by Scripts/dev/fuzz with -sanitize=fuzzer,address); the target comes from
/// MAPSNAP_FUZZ_TARGET.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.run(fuzzTarget, Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

private let fuzzTarget = ProcessInfo.processInfo.environment["MAPSNAP_FUZZ_TARGET"] ?? "pbf"

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point under `<module>_main`; hand over to libFuzzer's driver there.
@_cdecl("mapsnap_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var values = argv
    return LLVMFuzzerRunDriver(&count, &values, fuzzOneInput)
}
#else
/// Replays inputs through a fuzz target (the regression corpus in tests): `mapsnap-fuzz TARGET FILE...`.
@main
enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--section-seeds", arguments.count == 3 {
            do { try FuzzTargets.writeSectionSeeds(extract: arguments[1], to: arguments[2]) } catch {
                FileHandle.standardError.write(Data("mapsnap-fuzz: \(error)\n".utf8))
                exit(2)
            }
            exit(0)
        }
        guard let target = arguments.first, FuzzTargets.names.contains(target) else {
            FileHandle.standardError.write(Data("usage: mapsnap-fuzz \(FuzzTargets.names.joined(separator: "|")) FILE... | --section-seeds EXTRACT DIR\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let bytes = FileManager.default.contents(atPath: path) else { continue }
            FuzzTargets.run(target, [UInt8](bytes))
        }
        print("replayed \(arguments.count - 1) inputs through \(target)")
    }
}
#endif
