"""kiwi (kiwisolver, C++) on the solver workloads, timed like `benchmarks solver` times ours.

Usage: kiwi_solver.py WORKLOAD [--edits] | --overhead. Prints JSON: {"add": seconds} (median of adding
every constraint to a fresh solver), or {"suggest": s, "suggest_read": s} per suggestValue step.
Priorities map to kiwi strengths as weights (kiwi has no lexicographic levels): p -> create(0, p, 0),
1000 -> required.
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi

BENCH = os.environ.get("LAYOUT_BENCH_DIR", os.path.join(os.path.dirname(__file__), "..", "Inputs"))


def strength(priority):
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, priority, 0)


def build(system):
    variables = {}

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    constraints = []
    for c in system["constraints"]:
        expr = sum((coef * var(name) for coef, name in c["terms"]), 0) + c["constant"]
        op = c["op"]
        made = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
        constraints.append(made | strength(c["priority"]))
    return variables, constraints


def time_add(system):
    runs = 5 if len(system["constraints"]) > 1000 else 51
    times = []
    for _ in range(runs):
        variables, constraints = build(system)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in constraints:
            solver.addConstraint(c)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def time_edits(system):
    variables, constraints = build(system)
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    steps = 0
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], strength(edit["priority"]))
        steps += len(edit["values"])
    values = list(variables.values())

    def play(read):
        start = time.perf_counter()
        for edit in system["edits"]:
            v = variables[edit["variable"]]
            for value in edit["values"]:
                solver.suggestValue(v, value)
                if read:
                    solver.updateVariables()
                    for x in values:
                        x.value()
        return (time.perf_counter() - start) / steps

    return statistics.median(play(False) for _ in range(5)), statistics.median(play(True) for _ in range(3))


def main():
    if sys.argv[1] == "--overhead":
        solver = kiwi.Solver()
        v = kiwi.Variable("x")
        start = time.perf_counter()
        for _ in range(100000):
            solver.hasEditVariable(v)
        print(json.dumps({"call": (time.perf_counter() - start) / 100000}))
        return
    with open(os.path.join(BENCH, "solver", sys.argv[1] + ".json")) as f:
        system = json.load(f)
    if "--edits" in sys.argv:
        suggest, suggest_read = time_edits(system)
        print(json.dumps({"suggest": suggest, "suggest_read": suggest_read}))
    else:
        print(json.dumps({"add": time_add(system)}))


main()
