"""Decodes images with Pillow (as a user's tools would) and compares each with a PNG reference.

Usage: /usr/bin/python3 pillow-compare.py REFERENCE.png IMAGE ...
Prints one JSON object per image: format, width, height, mode, the mean and largest difference of the red, green and
blue channels from the reference (0-255; where the reference is not fully opaque it is first laid over white, as a
JPEG must be), and whether the alpha channels are equal (images without alpha count as opaque).
"""
import json
import sys

from PIL import Image


def over_white(image):
    rgba = image.convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, rgba).convert("RGB")


reference = Image.open(sys.argv[1])
reference.load()
for path in sys.argv[2:]:
    image = Image.open(path)
    image.load()
    ours, theirs = over_white(image).tobytes(), over_white(reference).tobytes()
    differences = [abs(a - b) for a, b in zip(ours, theirs)] if image.size == reference.size else [255]
    alpha_equal = image.convert("RGBA").getchannel("A").tobytes() == reference.convert("RGBA").getchannel("A").tobytes()
    print(json.dumps({"path": path, "format": image.format, "width": image.size[0], "height": image.size[1], "mode": image.mode,
                      "meanDifference": sum(differences) / len(differences), "largestDifference": max(differences),
                      "alphaEqual": alpha_equal}))
