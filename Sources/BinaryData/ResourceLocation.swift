import Foundation

/// Where a module's shipped files are, for the running program: beside the executable in a SwiftPM build
/// (`<Package>_<Target>.resources/<folder>`, also where a dependent package's test runner finds them), in the install
/// layout (`PREFIX/bin/mapsnap` with `PREFIX/share/mapsnap/<installed>`), in the main bundle, then in the source
/// checkout. Found from the operating system's idea of the executable, never from the command line.
public enum ResourceLocation {
    /// Candidate folders in search order.
    public static func candidates(bundle: String, folder: String, installed: String, sourceFolder: String,
                                  executablePath: String? = runningExecutablePath()) -> [String] {
        var result: [String] = []
        if let executablePath {
            let directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            result.append(directory.appendingPathComponent("\(bundle).resources/\(folder)").path)
            result.append(directory.deletingLastPathComponent().appendingPathComponent("share/mapsnap/\(installed)").path)
        }
        result.append(Bundle.main.bundleURL.appendingPathComponent("\(bundle).resources/\(folder)").path)
        result.append(sourceFolder)
        return result
    }

    /// The running program's file (from /proc, else Foundation).
    public static func runningExecutablePath() -> String? {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return link }
        return Bundle.main.executablePath
    }
}
