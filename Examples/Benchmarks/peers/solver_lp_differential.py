"""The layout tool's solver against a linear-programming oracle on random systems of required constraints.

Usage: solver_lp_differential.py [N] [--seed S] [--tool PATH]

Makes N random systems (2-6 variables, 2-10 required constraints of every relation), solves each with
`layout solve` and checks it against an independent answer: scipy's HiGHS adds the constraints in order and
refuses each one that would make the kept set infeasible, the refusals an exact incremental solver makes. A
system agrees when the tool refuses exactly those constraints and its values satisfy every constraint it kept
(within 1e-6). Phase one decides many of these systems (an equality whose variables are already determined, an
inequality the current solution breaks). kiwi is no oracle here: after a refused constraint its refusals
differ from an exact solver's on some of these systems. Prints "N agree, N differ" and the first differing ones.
Needs scipy (setup-peers.sh installs it into .venv) and a built tool (`swift build -c release --product layout`).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

from scipy.optimize import linprog

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TOOL = os.path.join(HERE, "..", "..", "..", ".build", "release", "layout")


def random_system(rnd):
    names = ["v%d" % k for k in range(rnd.randint(2, 6))]
    constraints = []
    for _ in range(rnd.randint(2, 10)):
        variables = rnd.sample(names, rnd.randint(1, min(3, len(names))))
        constraints.append({
            "terms": [[rnd.choice([1, -1, 2, 0.5]), v] for v in variables],
            "constant": rnd.randint(-50, 50), "op": rnd.choice(["==", "<=", ">="]), "priority": 1000})
    return {"constraints": constraints}


def feasible(constraints, kept):
    """Whether the constraints at the indices `kept` have a common solution (HiGHS, no objective)."""
    names = sorted({v for c in constraints for _, v in c["terms"]})
    column = {v: i for i, v in enumerate(names)}
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    for index in kept:
        c = constraints[index]
        row = [0.0] * len(names)
        for coefficient, variable in c["terms"]:
            row[column[variable]] += coefficient
        # `expression + constant op 0`
        if c["op"] == "==":
            a_eq.append(row)
            b_eq.append(-c["constant"])
        elif c["op"] == "<=":
            a_ub.append(row)
            b_ub.append(-c["constant"])
        else:
            a_ub.append([-x for x in row])
            b_ub.append(c["constant"])
    result = linprog([0] * len(names), A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None,
                     b_eq=b_eq or None, bounds=[(None, None)] * len(names), method="highs")
    return result.status == 0


def oracle_refusals(constraints):
    kept, refused = [], []
    for index in range(len(constraints)):
        (kept if feasible(constraints, kept + [index]) else refused).append(index)
    return kept, refused


def satisfied(constraint, values):
    value = sum(k * values.get(v, 0) for k, v in constraint["terms"]) + constraint["constant"]
    if constraint["op"] == "==":
        return abs(value) <= 1e-6
    return value <= 1e-6 if constraint["op"] == "<=" else value >= -1e-6


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", nargs="?", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tool", default=DEFAULT_TOOL)
    arguments = parser.parse_args()
    rnd = random.Random(arguments.seed)
    agree, differing = 0, []
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "system.json")
        for index in range(arguments.count):
            system = random_system(rnd)
            with open(path, "w") as f:
                json.dump(system, f)
            answer = json.loads(subprocess.run([arguments.tool, "solve", path], capture_output=True,
                                               text=True).stdout)
            ours = sorted(answer.get("refused", []))
            kept, refused = oracle_refusals(system["constraints"])
            values = answer.get("values", {})
            if ours == refused and all(satisfied(system["constraints"][k], values) for k in kept):
                agree += 1
            else:
                differing.append((index, ours, refused, system))
    print(f"{agree} agree, {len(differing)} differ (seed {arguments.seed})")
    for index, ours, refused, system in differing[:5]:
        print(f"system {index}: the tool refuses {ours}, the oracle {refused}\n  {json.dumps(system)}")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
