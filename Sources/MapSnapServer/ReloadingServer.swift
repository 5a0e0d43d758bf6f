import BinaryData
import Foundation
import Geo
import HTTPServer
import MapSnap
import Synchronization

/// `serve` over data files that may be replaced while it runs (`cp new.mapsnap live.mapsnap`, `truncate`, a rename):
/// each request is answered by the `MapServer` made from the files as they are, and a new one is made when a file's
/// stamp (device, inode, size, modification time) changes. While the new files cannot be opened (a copy still being
/// written) requests get 503 with `Retry-After`, as do requests whose mapped pages were cut from under them while they
/// read (`MappedFileFaults`): the process survives, and answers from the whole file once it is there.
public final class ReloadingServer: Sendable {
    /// Opens the data and makes a server over it (what `serve` did once at start).
    public typealias Make = @Sendable () throws(MapSnapError) -> MapServer

    private let make: Make
    private let current: Mutex<Current>

    private struct Current: @unchecked Sendable {
        /// Nil while the changed files cannot be opened.
        var server: MapServer?
        var paths: [String]
        var stamps: FileStamps
        var failure: MapSnapError?
    }

    /// Makes the first server now (its errors are the start-up's); the stamps of the files it reads (`filesRead`)
    /// are checked before each request.
    public init(make: @escaping Make) throws(MapSnapError) {
        self.make = make
        let server = try make()
        let paths = server.filesRead
        dataPath = server.data.path
        current = Mutex(Current(server: server, paths: paths, stamps: FileStamps(paths: paths), failure: nil))
    }

    /// The path of the data the first server opened (for the line saying the server is listening).
    public let dataPath: String

    /// Answers one request from the data as it is now (health checks even while it cannot be opened: the process is
    /// well, its data is not there yet).
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let faultsBefore = MappedFileFaults.count
        guard let server = serverForNow() else {
            if request.path == "/healthz" { return MapServer.text("ok\n", type: "text/plain") }
            if request.path == "/health" { return MapServer.text("OK\n", type: "text/plain") }
            let failure = current.withLock { $0.failure }
            return MapServer.retryShortly("the data changed on disk and cannot be opened yet: \(failure?.message ?? "")")
        }
        let response = server.handle(request)
        guard MappedFileFaults.count == faultsBefore else {
            return MapServer.retryShortly("the data changed on disk while this request read it")
        }
        return response
    }

    /// The server over the files as they are: a new one when they changed, nil while they cannot be opened. The
    /// files are looked at outside the lock (requests do not wait on each other's `stat`s); only a change keeps it
    /// longer, to open the data once for all. The stamps are taken before the new server is made, so a file that
    /// changes again meanwhile is opened once more.
    private func serverForNow() -> MapServer? {
        let paths = current.withLock { $0.paths }
        let looked = FileStamps(paths: paths)
        return current.withLock { (current: inout Current) -> MapServer? in
            let stamps = current.paths == paths ? looked : FileStamps(paths: current.paths)
            if stamps == current.stamps { return current.server }
            do throws(MapSnapError) {
                let server = try make()
                let paths = server.filesRead
                current = Current(server: server, paths: paths, stamps: paths == current.paths ? stamps : FileStamps(paths: paths), failure: nil)
                return server
            } catch {
                current.server = nil
                current.failure = error
                current.stamps = stamps
                return nil
            }
        }
    }
}
