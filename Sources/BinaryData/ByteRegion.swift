import Foundation

/// Keeps the memory behind a `ByteRegion` alive: an in-memory buffer or a memory-mapped file.
public protocol ByteStorage: AnyObject, Sendable {
    /// The bytes, valid as long as the storage lives.
    var buffer: UnsafeRawBufferPointer { get }
}

/// A window into immutable bytes (an array or a mapped file) that can be sliced without copying.
public struct ByteRegion: Sendable {
    @usableFromInline let storage: ByteStorage
    @usableFromInline let start: Int
    /// Length in bytes.
    public let count: Int

    /// The whole of `storage`.
    public init(_ storage: ByteStorage) {
        self.storage = storage
        start = 0
        count = storage.buffer.count
    }

    /// The bytes of an array (copied once into storage this region owns).
    public init(bytes: [UInt8]) {
        self.init(OwnedBytes(bytes))
    }

    @usableFromInline init(storage: ByteStorage, start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// `length` bytes from `offset` (clamped to the region).
    @inlinable public func slice(_ offset: Int, _ length: Int) -> ByteRegion {
        let lower = min(max(0, offset), count)
        let upper = min(count, lower + max(0, length))
        return ByteRegion(storage: storage, start: start + lower, count: upper - lower)
    }

    /// Calls `body` with the region's bytes (valid only during the call).
    public func withUnsafeBytes<Value>(_ body: (UnsafeRawBufferPointer) throws -> Value) rethrows -> Value {
        try body(UnsafeRawBufferPointer(rebasing: storage.buffer[start..<(start + count)]))
    }

    /// Loads a value at `offset` (the caller has checked the bounds); unaligned loads are fine.
    @inlinable func load<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        T(littleEndian: storage.buffer.loadUnaligned(fromByteOffset: start + offset, as: T.self))
    }

    /// UTF-8 bytes as a string (the caller has checked the bounds); invalid sequences become U+FFFD.
    @usableFromInline func string(at offset: Int, length: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: storage.buffer[(start + offset)..<(start + offset + length)]), as: UTF8.self)
    }

    /// `count` values copied out (the caller has checked the bounds).
    @inlinable func array<T: FixedWidthInteger>(_: T.Type, at offset: Int, count: Int) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let source = UnsafeRawBufferPointer(rebasing: storage.buffer[(start + offset)..<(start + offset + count * MemoryLayout<T>.size)])
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            if Int(1).littleEndian != 1 { for index in 0..<count { buffer[index] = T(littleEndian: buffer[index]) } }
            initialized = count
        }
    }

    /// The bytes copied out.
    public var bytes: [UInt8] { array(UInt8.self, at: 0, count: count) }
}

/// Bytes held in memory.
public final class OwnedBytes: ByteStorage, @unchecked Sendable {
    public let buffer: UnsafeRawBufferPointer

    /// A copy of `bytes`.
    public init(_ bytes: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        memory.copyBytes(from: bytes)
        buffer = UnsafeRawBufferPointer(rebasing: memory[0..<bytes.count])
    }

    deinit { buffer.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() } }
}

extension ByteRegion {
    /// The bytes as UTF-8 text (invalid sequences become U+FFFD).
    public var utf8String: String { string(at: 0, length: count) }
}
