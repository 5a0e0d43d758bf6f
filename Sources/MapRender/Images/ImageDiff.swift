/// A pixel comparison of two images, as used by `mapsnap diff` and snapshot tests.
public struct ImageDiff: Sendable {
    /// How different two pixels may be and still count as the same.
    public struct Tolerance: Hashable, Sendable {
        /// Largest allowed difference in any channel, 0...255.
        public var channel: Int
        /// Fraction of pixels (0...1) that may differ beyond `channel` before the images count as different.
        public var pixelFraction: Double

        /// Creates a tolerance.
        public init(channel: Int = 0, pixelFraction: Double = 0) {
            self.channel = channel
            self.pixelFraction = pixelFraction
        }

        /// Pixel-exact comparison.
        public static let exact = Tolerance()
    }

    /// Number of pixels that differ by more than the channel tolerance.
    public let differingPixels: Int
    /// Total pixels compared.
    public let totalPixels: Int
    /// Largest channel difference seen.
    public let maximumChannelDifference: Int
    /// Whether the sizes differ (then nothing else was compared).
    public let sizeMismatch: Bool
    /// The tolerance used.
    public let tolerance: Tolerance
    /// The reference faded to grey with differing pixels in red; nil when sizes differ.
    public let diffImage: RGBAImage?

    /// Compares `actual` with `expected` pixel by pixel.
    public init(expected: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) {
        self.tolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = true
            differingPixels = max(expected.width * expected.height, actual.width * actual.height)
            totalPixels = differingPixels
            maximumChannelDifference = 255
            diffImage = nil
            return
        }
        sizeMismatch = false
        totalPixels = expected.width * expected.height
        var differing = 0
        var largest = 0
        var diff = [UInt8](repeating: 255, count: expected.pixels.count)
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                for offset in stride(from: 0, to: a.count, by: 4) {
                    var pixelLargest = 0
                    for channel in 0..<4 {
                        pixelLargest = max(pixelLargest, abs(Int(a[offset + channel]) - Int(b[offset + channel])))
                    }
                    largest = max(largest, pixelLargest)
                    if pixelLargest > tolerance.channel {
                        differing += 1
                        diff[offset] = 255
                        diff[offset + 1] = 0
                        diff[offset + 2] = 0
                    } else {
                        let luma = (Int(a[offset]) * 3 + Int(a[offset + 1]) * 6 + Int(a[offset + 2])) / 10
                        let faded = UInt8(255 - (255 - luma) * Int(a[offset + 3]) / 255 / 4)
                        diff[offset] = faded
                        diff[offset + 1] = faded
                        diff[offset + 2] = faded
                    }
                }
            }
        }
        differingPixels = differing
        maximumChannelDifference = largest
        diffImage = RGBAImage(width: expected.width, height: expected.height, pixels: diff)
    }

    /// Whether the images count as the same under the tolerance.
    public var matches: Bool {
        !sizeMismatch && Double(differingPixels) <= tolerance.pixelFraction * Double(totalPixels)
    }

    /// One line for people: what differs and by how much.
    public var summary: String {
        if sizeMismatch { return "sizes differ" }
        let percent = totalPixels == 0 ? 0 : Double(differingPixels) * 100 / Double(totalPixels)
        let rounded = (percent * 1000).rounded() / 1000
        return "\(differingPixels) of \(totalPixels) pixels differ (\(rounded)%), largest channel difference \(maximumChannelDifference)"
    }
}
