"""Geodesic distances on the WGS84 ellipsoid (Karney's algorithm, Debian's python3-geographiclib).

Reads lines "LAT1 LON1 LAT2 LON2" on standard input; prints one distance in metres per line.
"""
import sys

from geographiclib.geodesic import Geodesic

for line in sys.stdin:
    if line.strip():
        lat1, lon1, lat2, lon2 = map(float, line.split())
        print(repr(Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)["s12"]))
