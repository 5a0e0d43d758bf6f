#!/usr/bin/env python3
"""An SVG map written with `--svg-text`, in headless Chromium as a web page shows it: the page's text holds every
label the layout report placed, and the browser's find-in-page (`window.find`) finds a street name; the map drawn
by the browser (the SVG in an <img> at its size in points) matches MapSnap's PNG of the same map inside the label
frames (so each label is where MapSnap put it, in its font and halo). Prints one JSON object.

Usage: Tests/Browser/svg_text.py MAP.svg MAP.png LAYOUT.json STREET-NAME   (needs Debian's chromium, chromium-driver,
python3-selenium and python3-pil; MAP.png at scale 1)
"""
import json
import os
import sys

from PIL import Image, ImageChops, ImageFilter
from browser import chromium

svg, png, layout, street = sys.argv[1:5]
reference = Image.open(png).convert("RGB")
driver = chromium("--hide-scrollbars", f"--window-size={reference.width},{reference.height}")
try:
    driver.get("file://" + os.path.abspath(svg))
    texts = driver.execute_script("return Array.from(document.querySelectorAll('text')).map(t => t.textContent)")
    found = driver.execute_script(f"return window.find({json.dumps(street)})")
    page = os.path.join(os.path.dirname(os.path.abspath(svg)), "page.html")
    with open(page, "w") as f:
        f.write(f'<html><body style="margin:0"><img src="{os.path.basename(svg)}" width="{reference.width}" height="{reference.height}"></body></html>')
    # The viewport exactly the map's size (a window's size includes what the browser draws around the page).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": reference.width, "height": reference.height, "deviceScaleFactor": 1, "mobile": False})
    driver.get("file://" + page)
    shot = os.path.join(os.path.dirname(os.path.abspath(svg)), "browser.png")
    driver.save_screenshot(shot)
finally:
    driver.quit()

browser = Image.open(shot).convert("RGB").crop((0, 0, reference.width, reference.height))
difference = ImageChops.difference(browser.filter(ImageFilter.GaussianBlur(1)), reference.filter(ImageFilter.GaussianBlur(1))).load()
compared = within = 0
for label in json.load(open(layout)).get("labels", []):
    frame = label["frame"]
    for y in range(max(0, int(frame["y"])), min(reference.height, int(frame["y"] + frame["height"]))):
        for x in range(max(0, int(frame["x"])), min(reference.width, int(frame["x"] + frame["width"]))):
            compared += 1
            within += max(difference[x, y]) <= 24
print(json.dumps({"texts": texts, "found": bool(found), "compared": compared, "within": within}, ensure_ascii=False))
