/// The error of coordinates, regions, search and routing requests: the same type as every module's
/// (`MapSnapError`), under the name the geographic modules used.
public typealias GeoError = MapSnapError
