#!/usr/bin/env python3
"""Fuzzes the `layout` tool as an attacker would feed a service: seeded, bounded in time.

Inputs are the repository's own samples (the tool's samples, the benchmark inputs, a few conformance
cases) mutated at random, and hand-made hostile documents (huge and tiny numbers, lone surrogates,
deep nesting, many elements, long strings). Each runs through `layout solve` and `layout flex`, with
and without `--svg`, from a file or standard input. A run fails when the tool is killed by a signal,
exits with a status other than 0, 1 or 2, takes longer than --timeout seconds, uses more memory than
--max-rss-mb, or prints JSON that is not strict JSON (NaN or Infinity) where it prints JSON.

    Scripts/fuzz.py --seconds 60                 # the release tool (built first), as it ships
    Scripts/fuzz.py --seconds 3600 --seed 7      # longer, on demand
    Scripts/fuzz.py --seconds 60 --tool .build/debug/layout --no-build   # what CI runs

The release tool is the default, as the tool ships, and makes about twice as many runs a minute;
a debug tool (--tool .build/debug/layout) also checks the solver's tableau invariants after every
operation. CI fuzzes the debug tool its build step already made, so that nothing is compiled for it.

Failing inputs are written to --findings (default .build/fuzz-findings); each, once fixed, becomes
a test (Tests/LayoutCoreTests/HostileJSONTests.swift, Tests/FlexKitTests/HostileFlexInputTests.swift).
Exit status: 0 when every run passed, 1 otherwise.
"""
import argparse
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def seeds():
    """The documents mutations start from: (subcommand, text)."""
    found = []
    for path in sorted((ROOT / "Examples/LayoutTool/Samples").glob("*.json")):
        found.append(("solve", path.read_text()))
    for path in sorted((ROOT / "Examples/Benchmarks/Inputs/solver").glob("*.json")):
        if path.stat().st_size < 200_000:
            found.append(("solve", path.read_text()))
    for path in sorted((ROOT / "Examples/Benchmarks/Inputs/flex").glob("*.json")):
        if path.stat().st_size < 200_000:
            found.append(("flex", path.read_text()))
    cases = sorted((ROOT / "Tests/FlexKitTests/Fixtures").rglob("*.json"))
    for path in cases[:: max(1, len(cases) // 40)]:
        found.append(("flex", path.read_text()))
    found.append(("flex", json.dumps({
        "root": {"style": {"flexDirection": "row", "flexWrap": "wrap", "width": 300},
                 "children": [{"measure": {"kind": "text", "text": "hello big world", "charWidth": 10, "lineHeight": 12}},
                              {"measure": {"kind": "ahem", "text": "ab\u200bcd", "charWidth": 10, "lineHeight": 10}},
                              {"style": {"flexGrow": 1, "margin": {"all": "10%"}}}]}})))
    return found


def hostile(rng):
    """Hand-made inputs that have broken JSON readers and layout engines: (subcommand or None, text)."""
    big = rng.choice([1e19, 1e300, 1.7976931348623157e308, -1e300, 9.3e18, 1e-300, 5e-324])
    depth = rng.choice([1_000, 5_000, 100_000, 300_000])
    n = rng.choice([10_000, 100_000, 1_000_000])
    chain = '{"children":[' * depth + '{}' + ']}' * depth
    yield None, '["\\uD800\\u0041"]'
    yield None, '{"a":"\\uDC00\\uD800\\uDBFF\\uDFFF\\u00"}'
    yield None, "[" * rng.choice([10_000, 1_000_000, 20_000_000])
    yield None, "[" * depth + "]" * depth
    yield None, "[" + ",".join(["0"] * n) + "]"
    yield None, "{" + ",".join('"k%d":%d' % (i, i) for i in range(n)) + "}"
    yield "flex", '{"root":' + chain + "}"
    yield "flex", '{"root":{"children":[' + ",".join(["{}"] * n) + "]}}"
    yield "flex", json.dumps({"root": {"style": {"width": big, "height": big, "padding": {"all": big}},
                                       "children": [{"style": {"flexGrow": big, "width": big}}, {"style": {"margin": {"all": big}}}]}})
    yield "flex", json.dumps({"root": {"measure": {"kind": rng.choice(["ahem", "text", "fixed"]), "text": "a\u200bb c" * 50,
                                                   "charWidth": rng.choice([1e-17, 5e-324, 1e300, 0]), "lineHeight": big,
                                                   "width": big, "height": big}}, "availableWidth": rng.choice([big, None, 0])})
    yield "flex", json.dumps({"root": {"measure": {"kind": "text", "text": " " * 2_000_000, "charWidth": 1, "lineHeight": 1}}})
    yield "flex", json.dumps({"root": {"style": {"width": "1e308%", "aspectRatio": big}}, "pointScaleFactor": big})
    yield "solve", json.dumps({"constraints": [{"terms": [[big, "x"], [1, "y"]], "constant": big, "op": "=="},
                                               {"terms": [[1, "y"]], "constant": -big, "op": ">="},
                                               {"terms": [[big, "z"], [-big, "x"]], "constant": 1, "op": "<=", "priority": 500}],
                               "edits": [{"variable": "x", "priority": 999, "values": [big, -big]}]})
    yield "solve", json.dumps({"constraints": [{"terms": [[1e15, "x%d" % (i + 1)], [-1, "x%d" % i]], "op": "=="} for i in range(40)]
                              + [{"terms": [[1, "x0"]], "constant": -1e15, "op": "=="}]})
    yield "solve", json.dumps({"constraints": [{"terms": [[1, "v%d" % i]], "constant": -i, "op": "=="} for i in range(n // 10)],
                               "edits": [{"variable": "v%d" % i, "priority": 1, "values": [1]} for i in range(n // 100)]})


def mutate(rng, text):
    """A random edit of a document: bytes flipped, cut, duplicated, or numbers and keys replaced."""
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 6)):
        if not data:
            data = bytearray(b"{")
        choice = rng.random()
        at = rng.randrange(len(data))
        if choice < 0.2:
            data[at] = rng.randrange(256)
        elif choice < 0.35:
            del data[at:at + rng.randint(1, 20)]
        elif choice < 0.5:
            piece = data[at:at + rng.randint(1, 200)]
            data[at:at] = piece * rng.randint(1, 50)
        elif choice < 0.75:
            token = rng.choice([b"1e308", b"-1e308", b"1e19", b"1e300", b"1e-17", b"0", b"-1", b"NaN", b"Infinity",
                                b"\"\\uD800\"", b"\"100%\"", b"\"1e308%\"", b"\"auto\"", b"null", b"[]", b"{}",
                                b"9999999999999999999999", b"\"\\u0000\"", b"-0"])
            end = at
            while end < len(data) and chr(data[end]) in "0123456789.eE+-":
                end += 1
            data[at:max(end, at + 1)] = token
        else:
            token = rng.choice([b"[", b"{", b"]", b"}", b",", b":", b"\"", b"\\", b"\"children\":[{}],"])
            data[at:at] = token * rng.randint(1, 3)
    return data.decode("utf-8", errors="replace")


HOSTILE_NUMBERS = [1e19, -1e19, 1e300, -1e300, 1.7976931348623157e308, 5e-324, 1e-17, 0, -1, 9.3e18, 2**63, 1e15]
HOSTILE_STRINGS = ["", "auto", "100%", "1e308%", "-50%", "\ud800", "a\u200bb", "x" * 5000, "\u0000", "row",
                   "wrap", "baseline", "contents", "absolute", "rtl", "space-evenly", "=="]


def mutate_structure(rng, text):
    """A random edit of a parsed document: numbers and strings replaced by hostile ones, subtrees
    copied into children, nested or dropped (the document stays valid JSON)."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        return mutate(rng, text)
    nodes = []

    def collect(value, depth):
        stack = [(value, depth)]
        while stack:
            item, level = stack.pop()
            if isinstance(item, (dict, list)) and level < 60:
                nodes.append(item)
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)

    collect(document, 0)
    for _ in range(rng.randint(1, 8)):
        if not nodes:
            break
        target = rng.choice(nodes)
        keys = list(target.keys()) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            continue
        key = rng.choice(keys)
        value = target[key]
        choice = rng.random()
        if isinstance(value, (int, float)) and not isinstance(value, bool) or choice < 0.2:
            target[key] = rng.choice(HOSTILE_NUMBERS) * rng.choice([1, 1, 0.5, 3])
        elif isinstance(value, str) or choice < 0.35:
            target[key] = rng.choice(HOSTILE_STRINGS)
        elif isinstance(value, list) and value and choice < 0.7:
            value.extend(rng.choice(value) for _ in range(rng.randint(1, 200)))
        elif isinstance(value, dict) and "children" in value and choice < 0.85:
            value["children"] = [json.loads(json.dumps(value))] * rng.randint(1, 3)
        elif choice < 0.95:
            del target[key]
        else:
            target[key] = {"children": [value]} if isinstance(value, dict) else [value]
    return json.dumps(document)


def strict_json(text):
    def refuse(name):
        raise ValueError("non-standard JSON constant " + name)
    try:
        return json.loads(text, parse_constant=refuse)
    except RecursionError:
        # Too deep for Python's reader: check the tokens outside strings and the brackets' balance.
        bare = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
        if re.search(r"NaN|Infinity", bare):
            raise ValueError("non-standard JSON constant in a deep document")
        if bare.count("[") != bare.count("]") or bare.count("{") != bare.count("}"):
            raise ValueError("unbalanced brackets in a deep document")
        return None


class Runner:
    def __init__(self, tool, timeout, max_rss_mb, findings):
        self.tool = tool
        self.timeout = timeout
        self.max_rss = max_rss_mb * 1024
        self.findings = findings
        self.failures = 0
        self.runs = 0
        self.statuses = {}
        self.workdir = tempfile.mkdtemp(prefix="layout-fuzz-")

    def run(self, command, text, svg, stdin):
        self.runs += 1
        arguments = [self.tool, command] + (["--svg"] if svg and command == "flex" else [])
        data = text.encode("utf-8", errors="replace")
        if stdin:
            arguments.append("-")
        else:
            path = os.path.join(self.workdir, "input.json")
            with open(path, "wb") as handle:
                handle.write(data)
            arguments.append(path)
        started = time.monotonic()
        process = subprocess.Popen(arguments, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        output, errors, status, rss = self.wait(process, data if stdin else None)
        if status is None:
            return self.fail("hang (over %ss)" % self.timeout, arguments, data)
        elapsed = time.monotonic() - started
        self.statuses[status] = self.statuses.get(status, 0) + 1
        if status < 0 or status not in (0, 1, 2):
            return self.fail("exit status %d %s" % (status, errors.decode(errors="replace")[-300:]), arguments, data)
        if rss > self.max_rss:
            return self.fail("memory: %d MB" % (rss // 1024), arguments, data)
        if not svg or command != "flex" or status == 2:
            try:
                strict_json(output.decode())
            except ValueError as error:
                return self.fail("output is not strict JSON (%s): %s" % (error, output[:200]), arguments, data)
        elif not output.startswith(b"<") and not output.startswith(b"<!--"):
            return self.fail("SVG expected: %s" % output[:200], arguments, data)
        return elapsed

    def wait(self, process, data):
        """Output, errors, exit status (negative: signal; None: killed after the timeout) and the
        child's own peak memory in KB, from wait4."""
        chunks = {"out": b"", "err": b""}

        def pump(name, stream):
            chunks[name] = stream.read()

        def feed():
            try:
                process.stdin.write(data)
                process.stdin.close()
            except (BrokenPipeError, OSError):
                pass

        threads = [threading.Thread(target=pump, args=("out", process.stdout)),
                   threading.Thread(target=pump, args=("err", process.stderr))]
        if data is not None:
            threads.append(threading.Thread(target=feed))
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + self.timeout
        status = None
        usage = None
        while True:
            pid, code, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                status = -os.WTERMSIG(code) if os.WIFSIGNALED(code) else os.WEXITSTATUS(code)
                break
            if time.monotonic() > deadline:
                process.kill()
                os.wait4(process.pid, 0)
                break
            time.sleep(0.002)
        process.returncode = status if status is not None else -9
        for thread in threads:
            thread.join()
        return chunks["out"], chunks["err"], status, usage.ru_maxrss if usage else 0

    def fail(self, reason, arguments, data):
        self.failures += 1
        os.makedirs(self.findings, exist_ok=True)
        name = os.path.join(self.findings, "finding-%03d.json" % self.failures)
        with open(name, "wb") as handle:
            handle.write(data)
        shown = " ".join(str(a) for a in arguments[1:-1])
        print("FAIL %s: layout %s (input %d bytes, saved as %s)" % (reason, shown, len(data), name), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--tool", default=None, help="the layout executable (default: swift build -c release's)")
    parser.add_argument("--no-build", action="store_true", help="do not run swift build first")
    parser.add_argument("--timeout", type=float, default=20, help="seconds one run may take (default 20)")
    parser.add_argument("--max-rss-mb", type=int, default=1500, help="memory one run may use (default 1500)")
    parser.add_argument("--findings", default=str(ROOT / ".build/fuzz-findings"))
    options = parser.parse_args()
    tool = options.tool
    if tool is None:
        if not options.no_build:
            subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True)
        tool = str(ROOT / ".build/release/layout")
    rng = random.Random(options.seed)
    runner = Runner(tool, options.timeout, options.max_rss_mb, options.findings)
    deadline = time.monotonic() + options.seconds
    started = time.monotonic()
    for command, text in hostile(rng):
        for chosen in ([command] if command else ["solve", "flex"]):
            for svg in ([False, True] if chosen == "flex" else [False]):
                if time.monotonic() > deadline:
                    break
                runner.run(chosen, text, svg, stdin=rng.random() < 0.5)
    hand_made = runner.runs
    pool = seeds()
    while time.monotonic() < deadline:
        command, text = rng.choice(pool)
        mutated = mutate_structure(rng, text) if rng.random() < 0.6 else mutate(rng, text)
        if rng.random() < 0.1:
            command = "solve" if command == "flex" else "flex"
        runner.run(command, mutated, svg=command == "flex" and rng.random() < 0.3, stdin=rng.random() < 0.5)
    print("fuzz: %d runs (%d hand-made) in %.0f s, seed %d, exit statuses %s, %d failures"
          % (runner.runs, hand_made, time.monotonic() - started, options.seed,
             dict(sorted(runner.statuses.items())), runner.failures))
    sys.exit(1 if runner.failures else 0)


if __name__ == "__main__":
    main()
