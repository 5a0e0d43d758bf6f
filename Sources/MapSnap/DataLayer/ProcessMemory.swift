import Foundation

/// This process's memory as Linux reports it (`/proc/self/status`): resident now and its peak, in bytes.
public struct ProcessMemory: Sendable {
    /// Resident set size now (VmRSS).
    public var resident: Int
    /// The largest resident set size so far (VmHWM).
    public var peak: Int
    /// The part of `resident` that is mapped files' pages (RssFile): the program, and a prepare's mapped temporaries.
    public var fileBacked = 0

    /// Reads the figures now; zeros where `/proc` is not there.
    public static func now() -> ProcessMemory {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return ProcessMemory(resident: 0, peak: 0) }
        func kilobytes(_ key: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
            return (Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0) * 1024
        }
        return ProcessMemory(resident: kilobytes("VmRSS"), peak: kilobytes("VmHWM"), fileBacked: kilobytes("RssFile"))
    }
}
