import CCairo
import Foundation

/// librsvg, opened when the first SVG image is drawn instead of when the program starts.
///
/// Linking it made every run load it and its dependencies (GIO, gdk-pixbuf, libxml2): 3.4 ms of a whole-process
/// render that draws no SVG at all, measured with an empty C program linked against the same libraries. The three
/// functions MapSnap calls are looked up once; their C signatures are librsvg's documented API (2.52+).
struct Librsvg: Sendable {
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
    typealias IntrinsicSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    /// The viewport is an `RsvgRectangle`: x, y, width and height as four doubles.
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?,
                                               UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> Int32

    /// `rsvg_handle_new_from_data`.
    let newFromData: NewFromData
    /// `rsvg_handle_get_intrinsic_size_in_pixels`.
    let intrinsicSize: IntrinsicSize
    /// `rsvg_handle_render_document`.
    let renderDocument: RenderDocument

    /// The shared library's file name (Debian's librsvg2-2).
    static let fileName = "librsvg-2.so.2"

    /// The library, opened on first use; an error says what is missing.
    static let shared: Result<Librsvg, CanvasError> = {
        guard let library = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(CanvasError(message: "SVG images need librsvg (\(fileName), Debian package librsvg2-2): \(reason)"))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let newFromData = symbol("rsvg_handle_new_from_data", as: NewFromData.self),
              let intrinsicSize = symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: IntrinsicSize.self),
              let renderDocument = symbol("rsvg_handle_render_document", as: RenderDocument.self) else {
            return .failure(CanvasError(message: "\(fileName) is too old: MapSnap needs librsvg 2.52 or newer"))
        }
        return .success(Librsvg(newFromData: newFromData, intrinsicSize: intrinsicSize, renderDocument: renderDocument))
    }()
}
