"""MapLibre Native as a peer in MapSnap's benchmarks: the reference harness's pymgl (../shared/maplibre-reference,
set up with its setup.sh into output/maplibre-reference) drawing a style over Data/helsinki.mbtiles, and the MapSnap
scene of the same view. Used by Scripts/bench/speed-maplibre and Scripts/bench/bench-peers; standard library only
(MapLibre runs in the harness's own Python)."""
import json
import math
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HARNESS = os.path.abspath(os.path.join(ROOT, "..", "shared", "maplibre-reference"))
TILES = os.path.join(ROOT, "Data", "helsinki.mbtiles")


def work_dir():
    return os.path.abspath(os.environ.get("MLREF_WORK") or os.path.join(ROOT, "output", "maplibre-reference"))


def harness_python():
    """The harness's Python, or None when the harness is not set up."""
    python = os.path.join(work_dir(), ".venv", "bin", "python")
    return python if os.access(python, os.X_OK) else None


def view(view_id):
    """A view of the harness's views.json by id: lat, lon, zoom (MapLibre's, 512-px tiles), width, height, ratio."""
    with open(os.path.join(HARNESS, "views.json")) as f:
        return {v["id"]: v for v in json.load(f)["views"]}[view_id]


def region(v):
    """The view's (latitude span, longitude span): MapLibre's zoom z is 512-px tiles, so 256 * 2^(z+1) points a world."""
    world = 256 * 2 ** (v["zoom"] + 1)

    def y(lat):
        return (1 - math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) / math.pi) / 2

    def lat_of(value):
        return math.degrees(2 * math.atan(math.exp((1 - 2 * value) * math.pi)) - math.pi / 2)
    half = v["height"] / 2 / world
    return lat_of(y(v["lat"]) - half) - lat_of(y(v["lat"]) + half), v["width"] / world * 360


def write_mapsnap_scene(style_name, v, name):
    """A MapSnap scene of the view over Styles/openmaptiles/STYLE/style.json, written beside the style (a scene reads
    files from its own folder); returns its path. The caller removes it."""
    lat_span, lon_span = region(v)
    scene = {"size": {"width": v["width"], "height": v["height"]}, "scale": v["ratio"],
             "region": {"center": {"latitude": v["lat"], "longitude": v["lon"]}, "span": {"latitudeDelta": lat_span, "longitudeDelta": lon_span}},
             "style": "style.json", "attribution": {"text": ""}}
    path = os.path.join(ROOT, "Styles", "openmaptiles", style_name, f".{name}-scene.json")
    with open(path, "w") as f:
        json.dump(scene, f)
    return path


def mapsnap_warm(binary, scene, runs):
    """`mapsnap bench --scene` over the tiles: its JSON figures (png, draw, layout, encode: median and p99 in ms)."""
    result = subprocess.run([binary, "bench", "--scene", scene, "--data", TILES, "--runs", str(runs), "--json"],
                            check=True, capture_output=True, text=True)
    return json.loads(result.stdout)


def mapsnap_process_ms(binary, scene, png):
    """One `mapsnap render` of the scene over the tiles, start to exit, in ms."""
    start = time.perf_counter()
    subprocess.run([binary, "render", scene, "--data", TILES, "-o", png], check=True, capture_output=True)
    return (time.perf_counter() - start) * 1000


# One MapLibre process: import, load the style, render (the first PNG is written, then `runs` warm renders are timed).
MAPLIBRE = r'''
import json, sys, time
sys.path.insert(0, sys.argv[1])
from render import style_json
from pymgl import Map
style, tiles, w, h, ratio, lon, lat, zoom, runs, png = sys.argv[2:]
m = Map(style_json(style, tiles), int(w), int(h), int(ratio), float(lon), float(lat), float(zoom))
open(png, "wb").write(m.renderPNG())
times = []
for _ in range(int(runs)):
    start = time.perf_counter(); m.renderPNG(); times.append((time.perf_counter() - start) * 1000)
print(json.dumps(times))
'''


def maplibre(style_name, v, warm_runs, png):
    """A new MapLibre process drawing the view: (whole process in ms, the warm renders' times in ms)."""
    python = harness_python()
    if python is None:
        raise RuntimeError(f"no MapLibre harness in {work_dir()} (run ../shared/maplibre-reference/setup.sh)")
    env = dict(os.environ, EGL_PLATFORM=os.environ.get("EGL_PLATFORM", "surfaceless"))
    start = time.perf_counter()
    result = subprocess.run([python, "-c", MAPLIBRE, HARNESS, os.path.join(work_dir(), "data", "styles", f"{style_name}.json"), TILES,
                             str(v["width"]), str(v["height"]), str(v["ratio"]), str(v["lon"]), str(v["lat"]), str(v["zoom"]),
                             str(warm_runs), png], check=True, capture_output=True, text=True, env=env)
    return (time.perf_counter() - start) * 1000, json.loads(result.stdout.strip().splitlines()[-1])


def lab(image):
    """CIE L*a*b* of a PIL image (numpy; sRGB, D65), for ΔE76 between renderings."""
    import numpy as np
    a = np.asarray(image.convert("RGB"), dtype=np.float64) / 255
    a = np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)
    xyz = a @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]).T / np.array([0.95047, 1, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def likeness(ours, theirs, threshold=10):
    """The share of pixels within ΔE76 `threshold` after a 1.5 px Gaussian blur of both PIL images, in percent."""
    import numpy as np
    from PIL import ImageFilter
    if ours.size != theirs.size:
        theirs = theirs.resize(ours.size)
    d = np.linalg.norm(lab(ours.filter(ImageFilter.GaussianBlur(1.5))) - lab(theirs.filter(ImageFilter.GaussianBlur(1.5))), axis=-1)
    return 100 * (d <= threshold).mean()
