#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// What a long-running process does when a file it has mapped is cut short under it (`truncate`, or `cp` writing a
/// new file over the old one): touching a page past the file's new end raises SIGBUS, which would end the process.
/// Once `survive()` has run, the page touched is replaced by a page of zeros and the read goes on; the fault is
/// counted, so whoever was reading (a server's request, a batch's job) can tell that what it read may be wrong
/// (`count` changed while it read), answer that it could not, and open the file again once it is whole.
///
/// Process-wide by nature, as signals are: the command-line tool calls `survive()` for `serve` and `batch`. Zeros are
/// only ever read where a file was cut short, and the readers of every mapped format check what they read as they
/// would check a damaged file.
public enum MappedFileFaults {
    private static let faults = Atomic<Int>(0)
    private static let installed = Mutex(false)
    /// The page size less one, as a mask (set before the handler is installed; only read by it).
    nonisolated(unsafe) private static var pageMask: UInt = 4095

    /// Faults survived so far in this process.
    public static var count: Int { faults.load(ordering: .acquiring) }

    /// Installs the SIGBUS handler (once; later calls do nothing).
    public static func survive() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            pageMask = UInt(max(4096, sysconf(Int32(_SC_PAGESIZE)))) - 1
            _ = faults.load(ordering: .relaxed)
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { _, information, _ in MappedFileFaults.replacePage(information) }
            action.sa_flags = SA_SIGINFO | SA_NODEFER
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, nil)
        }
    }

    /// In the handler: a page of a mapping past its file's end (BUS_ADRERR) becomes zeros; anything else (a hardware
    /// error, a misaligned access) is left to the default action, which ends the process as before.
    private static func replacePage(_ information: UnsafeMutablePointer<siginfo_t>?) {
        let busAddressError: Int32 = 2  // BUS_ADRERR
        guard let information, information.pointee.si_code == busAddressError,
              let address = information.pointee._sifields._sigfault.si_addr else {
            signal(SIGBUS, SIG_DFL)
            return
        }
        let page = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: address) & ~pageMask)
        let replaced = mmap(page, Int(pageMask) + 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        guard replaced != MAP_FAILED else {
            signal(SIGBUS, SIG_DFL)
            return
        }
        faults.add(1, ordering: .releasing)
    }
}
