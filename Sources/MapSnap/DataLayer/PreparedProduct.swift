import Routing

/// What a prepared file can hold (`mapsnap prepare --only`): the base-map features, the place index, and a road
/// graph per way of travel. The world layer always goes in (it is small, and every map draws it).
public enum PreparedProduct: String, CaseIterable, Sendable {
    /// The base-map features and their spatial index (`FEAT`).
    case render
    /// The place index with the world cities (`PLAC`).
    case search
    /// The road graphs (`GCAR`, `GWLK`, `GBIK`).
    case car, walk, bike

    /// The section that holds it.
    var tag: String {
        switch self {
        case .render: return "FEAT"
        case .search: return "PLAC"
        case .car: return PreparedMapFile.graphTag(.automobile)
        case .walk: return PreparedMapFile.graphTag(.walking)
        case .bike: return PreparedMapFile.graphTag(.cycling)
        }
    }

    /// The product of a way of travel's graph.
    static func graph(_ transport: TransportType) -> PreparedProduct {
        switch transport {
        case .automobile: return .car
        case .walking: return .walk
        case .cycling: return .bike
        }
    }

    /// Reads `render,search,car,walk,bike` (any of them, in any order); errors name `field`.
    public static func parse(_ text: String, field: String = "--only") throws(MapSnapError) -> Set<PreparedProduct> {
        var products = Set<PreparedProduct>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let product = PreparedProduct(rawValue: name) else {
                throw MapSnapError(field: field, message: "\"\(name.prefix(20))\" is not one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            products.insert(product)
        }
        return products
    }
}
