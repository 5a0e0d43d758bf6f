import Foundation
import Synchronization
import Testing

/// SIGTERM while a slow tile draws: new connections are refused at once (the listening socket is closed, not left for
/// the kernel to complete connections nobody accepts), every request accepted before is answered, and the server
/// exits 0. A connection that still gets through in the moment before the signal is handled must be answered too.
@Test func aStoppingServerRefusesNewConnectionsAndAnswersTheAcceptedOnes() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["serve", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let port = try #require(line.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression).flatMap { UInt16(line[$0].split(separator: ":")[1]) })
    // A slow tile (a 2048-pixel metatile drawn for one 512-point tile at @4x), asked for on a raw connection.
    let slow = try #require(RawConnection(port: port))
    slow.send("GET /styles/default/512/14/9326/4740@4x.png HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    usleep(300_000)
    process.terminate()
    // Until the server is seen refusing, any connection it still accepts gets its answer.
    var refused = false
    let deadline = Date().addingTimeInterval(3)
    while !refused, Date() < deadline {
        guard let late = RawConnection(port: port) else {
            refused = true
            break
        }
        late.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let reply = late.receiveAll()
        #expect(reply.hasPrefix("HTTP/1.1 200"), "a connection accepted while stopping was not answered: \(reply.prefix(80))")
        usleep(20_000)
    }
    #expect(refused, "new connections were still accepted 3 s after SIGTERM")
    #expect(slow.receiveAll().hasPrefix("HTTP/1.1 200"), "the tile in flight was not answered")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}

/// A TCP connection to the loopback, or nil when it is refused.
private final class RawConnection {
    let socket: Int32

    init?(port: UInt16) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything until the server closes the connection (or a minute passes), as Latin-1 text.
    func receiveAll() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(bytes.map { Character(Unicode.Scalar($0)) })
    }
}
