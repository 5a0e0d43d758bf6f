/// Where a tile archive's zoom range comes from when the figures it holds disagree: the tiles themselves (or the
/// header that indexes them) win over descriptive metadata, since a client that trusts a too-high `maxzoom` asks for
/// tiles that do not exist and draws nothing.
enum ZoomAgreement {
    /// The note to report when `claimed` (what `claimant` says) differs from `trusted` (what `source` says); nil
    /// when they agree or the claim is absent.
    static func note(_ key: String, claimed: Int?, by claimant: String, trusted: Int, from source: String) -> String? {
        guard let claimed, claimed != trusted else { return nil }
        return "\(claimant) says \(key) \(claimed), \(source) \(trusted); using \(trusted)"
    }
}
