import CCairo
import Foundation
import Geo
import MapRender

/// Loaded images and their rasterisations at device size, so a glyph drawn a hundred times is parsed and
/// rendered once. Built-in icons and image files are cached per thread for the whole process; a file's entries are
/// dropped when the file changes (its size, modification time or inode), so a sprite sheet is decoded once, not for
/// every map, and an edited one is read again.
final class ImageCache {
    private var loaded: [ImageSource: LoadedImage] = [:]
    private var rasters: [RasterKey: RasterImage] = [:]
    /// What each file read into the cache looked like on disk then.
    private var stamps: [String: FileStamp] = [:]
    /// Entries kept before the cache starts over (a bound on memory for long batch runs).
    static let capacity = 512

    private struct RasterKey: Hashable {
        let source: ImageSource
        let width: Int32
        let height: Int32
    }

    /// The image, loaded on first use (again when its file changed).
    func image(_ source: ImageSource) throws(CanvasError) -> LoadedImage {
        dropIfChanged(source)
        return try loadedImage(source)
    }

    /// The image from the cache or loaded, its file not checked (`image` and `raster` check it once).
    private func loadedImage(_ source: ImageSource) throws(CanvasError) -> LoadedImage {
        if let cached = loaded[source] { return cached }
        let image: LoadedImage
        if case .spriteRegion(let sheet, let x, let y, let width, let height) = source {
            image = try loadedImage(.file(sheet)).cropped(x: x, y: y, width: width, height: height, name: source.description)
        } else {
            image = try LoadedImage.load(source)
        }
        if loaded.count >= ImageCache.capacity { startOver() }
        loaded[source] = image
        return image
    }

    /// The image rendered into a `width`×`height` pixel surface, on first use.
    func raster(_ source: ImageSource, width: Int32, height: Int32) throws(CanvasError) -> RasterImage {
        dropIfChanged(source)
        let key = RasterKey(source: source, width: width, height: height)
        if let cached = rasters[key] { return cached }
        let image = try loadedImage(source)
        guard let surface = RasterSurface.create(width: width, height: height) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        if let context = cairo_create(surface) {
            image.draw(on: context, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            cairo_destroy(context)
        }
        cairo_surface_flush(surface)
        let raster = RasterImage(surface: surface)
        if rasters.count >= ImageCache.capacity { startOver() }
        rasters[key] = raster
        return raster
    }
}

extension ImageCache {
    /// Forgets everything (a bound on memory).
    private func startOver() {
        loaded.removeAll()
        rasters.removeAll()
        stamps.removeAll()
    }

    /// Forgets everything read from the source's file when the file is not as it was when it was read.
    private func dropIfChanged(_ source: ImageSource) {
        guard let path = source.filePath else { return }
        let now = FileStamp(path: path)
        guard let then = stamps[path] else {
            stamps[path] = now
            return
        }
        guard then != now else { return }
        loaded = loaded.filter { $0.key.filePath != path }
        rasters = rasters.filter { $0.key.source.filePath != path }
        stamps[path] = now
    }
}

/// A file's identity and version on disk (nil fields when it cannot be read).
struct FileStamp: Equatable {
    let size: Int64?
    let modified: Int?
    let modifiedNanoseconds: Int?
    let inode: UInt64?

    init(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            size = Int64(info.st_size)
            modified = Int(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            inode = UInt64(info.st_ino)
        } else {
            (size, modified, modifiedNanoseconds, inode) = (nil, nil, nil, nil)
        }
    }
}

extension ImageSource {
    /// The file the image is read from, if any.
    var filePath: String? {
        switch self {
        case .file(let path): return path
        case .spriteRegion(let sheet, _, _, _, _): return sheet
        case .svg, .encoded: return nil
        }
    }
}

/// A Cairo image surface owned by the cache.
final class RasterImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
