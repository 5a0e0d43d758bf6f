import BinaryData
import Foundation

/// Where a prepared file's bytes go as they are made: a staged file, or an image in memory.
protocol PreparedFileOutput {
    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError)
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(MapSnapError)
    /// Where the largest parts of sections wait on disk while they are made; nil to keep them in memory.
    var spillDirectory: String? { get }
}

extension StagedFile: PreparedFileOutput {
    var spillDirectory: String? { directory }
}

/// A prepared file's bytes in memory (`MapData.prepared()`).
final class PreparedFileImage: PreparedFileOutput {
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError) {
        if self.bytes.count < offset + bytes.count { self.bytes += [UInt8](repeating: 0, count: offset + bytes.count - self.bytes.count) }
        self.bytes.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }

    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(MapSnapError) {
        try write(Array(bytes), at: offset)
    }

    var spillDirectory: String? { nil }
}

/// A section as made: its bytes in order, some of them possibly waiting in a temporary file.
struct PreparedSection: Sendable {
    enum Part: Sendable {
        case bytes([UInt8])
        case spilled(SpillFile)
    }

    var parts: [Part]
    /// What it holds, for people.
    var what: String

    init(_ bytes: [UInt8], what: String) {
        parts = [.bytes(bytes)]
        self.what = what
    }

    init(parts: [Part], what: String) {
        self.parts = parts
        self.what = what
    }

    var count: Int {
        parts.reduce(0) { total, part in
            switch part {
            case .bytes(let bytes): return total + bytes.count
            case .spilled(let file): return total + file.count
            }
        }
    }

    /// Writes the parts one after another from `offset`.
    func write(to output: some PreparedFileOutput, at offset: Int) throws(MapSnapError) {
        var position = offset
        for part in parts {
            switch part {
            case .bytes(let bytes):
                try output.write(bytes, at: position)
                position += bytes.count
            case .spilled(let file):
                do throws(FileWriteError) {
                    try file.copy { (piece) throws(FileWriteError) in
                        do throws(MapSnapError) { try output.write(piece, at: position) } catch { throw FileWriteError(error.message) }
                        position += piece.count
                    }
                } catch {
                    throw MapSnapError(field: "-o", message: error.message)
                }
            }
        }
    }
}
