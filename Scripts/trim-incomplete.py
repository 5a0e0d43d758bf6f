#!/usr/bin/env python3
"""Trims an OSM extract so that every reference resolves: tilemaker stops on a way whose nodes are missing.

Reads OPL (osmium's line format) on stdin, writes OPL on stdout. Node references to nodes not in the file are
dropped from ways (a way left with fewer than two nodes is dropped); relation members not in the file are
dropped (a relation left without members is dropped). Two passes over the text: first the ids present, then
the rewrite. Usage: osmium cat in.pbf -f opl | trim-incomplete.py | osmium cat -F opl -o out.pbf
"""
import sys

lines = sys.stdin.read().splitlines()
present = {"n": set(), "w": set(), "r": set()}
for line in lines:
    kind = line[0]
    if kind in present:
        present[kind].add(line.split(" ", 1)[0][1:])

def field(parts, letter):
    for index, part in enumerate(parts):
        if part.startswith(letter):
            return index
    return None

kept_ways = set()
output = []
dropped = {"ways": 0, "refs": 0, "members": 0, "relations": 0}
for line in lines:
    kind = line[0]
    parts = line.split(" ")
    if kind == "w":
        index = field(parts, "N")
        refs = [ref for ref in parts[index][1:].split(",") if ref] if index is not None else []
        kept = [ref for ref in refs if ref[1:] in present["n"]]
        dropped["refs"] += len(refs) - len(kept)
        if len(kept) < 2:
            dropped["ways"] += 1
            continue
        parts[index] = "N" + ",".join(kept)
        kept_ways.add(parts[0][1:])
    output.append((kind, parts))

for kind, parts in output:
    if kind == "r":
        index = field(parts, "M")
        members = [m for m in parts[index][1:].split(",") if m] if index is not None else []
        kept = []
        for member in members:
            ref = member.split("@", 1)[0]
            target = ref[0]
            ids = kept_ways if target == "w" else present.get(target, set())
            if ref[1:] in ids:
                kept.append(member)
        dropped["members"] += len(members) - len(kept)
        if not kept:
            dropped["relations"] += 1
            continue
        parts[index] = "M" + ",".join(kept)
    print(" ".join(parts))

print("trimmed: %(ways)d ways and %(relations)d relations dropped, %(refs)d node references and %(members)d members removed" % dropped,
      file=sys.stderr)
