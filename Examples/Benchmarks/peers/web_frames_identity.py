"""Compares two builds of FlexKit on random web-mode trees: every frame, exactly.

Usage: web_frames_identity.py OLD NEW N [SEED]
OLD and NEW are `benchmarks` binaries (say, .build/release/benchmarks copied before and after a change).
Makes 2N trees with the web's defaults (N from chrome_differential.py's generator, N from
flex_differential.py's with its rounding, undefined sizes and every property), lays each out with both
builds (`benchmarks flex --frames`: a first layout, a relayout after a leaf changed and a layout after a
resize) and prints "N identical, N differ", then the first differing trees. A speed change must keep
every tree identical.
"""
import json
import subprocess
import sys

import chrome_differential
import flex_differential


def documents(count, seed):
    result = []
    for index in range(count):
        result.append(chrome_differential.WebGenerator(seed * 100003 + index).document(index))
        document = flex_differential.Generator(seed * 7919 + index, web=True).document(index)
        document["defaults"] = "web"
        document.pop("yogaConfig", None)
        result.append(document)
    return result


def frames(binary, text):
    process = subprocess.run([binary, "flex", "--frames"], input=text, capture_output=True, text=True, check=True)
    return [line for line in process.stdout.splitlines() if line.startswith("{")]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    old, new, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    trees = documents(count, seed)
    text = "".join(json.dumps(tree) + "\n" for tree in trees)
    before, after = frames(old, text), frames(new, text)
    if not len(before) == len(after) == len(trees):
        sys.exit(f"web_frames_identity: {len(trees)} trees, {len(before)} and {len(after)} answers")
    differing = [index for index in range(len(trees)) if before[index] != after[index]]
    print(f"{len(trees) - len(differing)} identical, {len(differing)} differ")
    for index in differing[:5]:
        print(json.dumps(trees[index]))
        print("  old", before[index])
        print("  new", after[index])
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
