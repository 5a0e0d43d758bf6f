@_exported import Features
@_exported import Geo
@_exported import ImageEncoding
@_exported import MapRender
@_exported import MapStyle
@_exported import PlaceSearch
