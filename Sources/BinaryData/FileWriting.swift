import Foundation

/// Writing a whole buffer into a file at an offset, the one way the temporaries of a run are written.
public enum FileWriting {
    /// Writes all of `bytes` to `descriptor` at `offset` (`pwrite`, again after an interruption or a short write);
    /// returns 0, or the errno of the write that failed (EIO for one that wrote nothing).
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) -> Int32 {
        var done = 0
        while done < bytes.count, let base = bytes.baseAddress {
            let count = pwrite(descriptor, base + done, bytes.count - done, off_t(offset + done))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? EIO : errno }
            done += count
        }
        return 0
    }
}
