"""Compares a turned map with the level (north-up) map turned by Pillow, away from labels.

Usage: /usr/bin/python3 turn-compare.py LEVEL.png LEVEL.json TURNED.png TURNED.json BEARING
LEVEL is a square map twice as wide as the square TURNED map, same centre and scale, at bearing 0. Pillow turns it
counter-clockwise by BEARING degrees about its centre (the bearing's direction then points up), and its middle is cut
to TURNED's size. Pixels inside (or within 3 px of) a label frame of either map's layout report are left out. Prints
one JSON object: the pixels compared and how many differ by at most TOLERANCE (40) in every channel.
"""
import json
import math
import sys

from PIL import Image, ImageChops, ImageDraw

TOLERANCE = 40
PAD = 3

level_path, level_json, turned_path, turned_json, bearing = sys.argv[1:6]
bearing = float(bearing)
level = Image.open(level_path).convert("RGB")
turned = Image.open(turned_path).convert("RGB")
big, small = level.width, turned.width
rotated = level.rotate(bearing, resample=Image.BICUBIC, center=(big / 2, big / 2))
offset = (big - small) // 2
expected = rotated.crop((offset, offset, offset + small, offset + small))

mask = Image.new("L", (small, small), 0)
draw = ImageDraw.Draw(mask)


def corners(frame):
    left, top = frame["x"] - PAD, frame["y"] - PAD
    right, bottom = frame["x"] + frame["width"] + PAD, frame["y"] + frame["height"] + PAD
    return [(left, top), (right, top), (right, bottom), (left, bottom)]


for label in json.load(open(turned_json)).get("labels", []):
    draw.polygon(corners(label["frame"]), fill=255)
cos, sin = math.cos(math.radians(bearing)), math.sin(math.radians(bearing))
for label in json.load(open(level_json)).get("labels", []):
    # Where Pillow's turn (counter-clockwise on the image, y down) puts the level map's label.
    points = []
    for x, y in corners(label["frame"]):
        dx, dy = x - big / 2, y - big / 2
        points.append((cos * dx + sin * dy + small / 2, -sin * dx + cos * dy + small / 2))
    draw.polygon(points, fill=255)

difference = ImageChops.difference(turned, expected).getdata()
masked = mask.getdata()
compared = within = 0
for pixel, hidden in zip(difference, masked):
    if hidden:
        continue
    compared += 1
    if max(pixel) <= TOLERANCE:
        within += 1
print(json.dumps({"compared": compared, "within": within}))
