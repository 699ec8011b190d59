#!/usr/bin/env python3
"""Generates turning.tsv (issue 43: coin-turning games, bare ruleset constants, periodicity):
expressions built from a fixed seed, answered by CGSuite's cgs-eval (one batch).
Usage: python3 turning-gen.py /tmp/cgsuite/cgs-eval > turning.tsv"""
import random, subprocess, sys

rnd = random.Random(43)
T = 'game.strip.Turning'
# Winning Ways ch. 14's turning codes (CGSuite's table in Turning.cgs) and a few more.
codes = ["1-2", "1-3", "1-5", "1-7", "1-9", "1+", "2", "3", "1+C", "1-3C(5)", "3C(5)", "1-5C", "3E", "4FS",
         "1+S", "1+FS", "1-3C", "2-3,6C", "1,4", "2+E", "1-2C", "2C", "1-4E", "1,3F", "2-4C(6)"]
# heap rulesets as Turning's argument: without a size named twice in an option (Nim, subtraction
# games, Grundy's game, Spawning) misère values are compared too; with (Kayles) nim values only.
plain = ["game.heap.Nim", "game.heap.Subtraction([1,2])", "game.heap.Subtraction([1,3,4])", "game.heap.GrundysGame",
         'game.heap.Spawning("1-2")']
doubled = ["game.heap.Kayles", "game.heap.DawsonsKayles", 'game.heap.TakeAndBreak("0.137")', 'game.heap.TakeAndBreak("0.3F")']
# Known differences, left out of the table (see docs/rulesets.md, "Turning"):
# - CGSuite prints a Spawning ruleset as Spawning.instance, cgcheck as Spawning("1-2");
# - "1+FS": CGSuite's Spawning traversal skips the whole code element when its first count of coins
#   cannot include coin 1 (a heap of 2 has no option, a heap of 4 none), though its nim values are
#   computed as if; cgcheck lists every symmetric set with coin 1 (nim values agree, counts do not).

def strip(n):
    return "".join(rnd.choice("ht") for _ in range(n))

rows = []
for c in codes:
    for _ in range(8):
        s = strip(rnd.randint(0, 14))
        p = f'{T}("{c}")("{s}")'
        rows += [p + ".NimValue"] + ([p + ".Options.Size"] if c != "1+FS" else [])
        if len(s) <= 8 and not c.startswith("1+"):
            rows.append(p + ".MisereNimValue")
    s = strip(rnd.randint(2, 7))
    rows += [f'{T}("{c}")("{s}").CanonicalForm', f'{T}("{c}")("{s}").Genus']
    if c not in ("1-7", "1-9", "1+", "1+S", "1+FS", "2+E"):      # "1+": a heap of 40 has 2^39 options
        rows.append(f'{T}("{c}")("{strip(40)}").NimValue')
for r in plain + doubled:
    if "Spawning" not in r:
        rows.append(f'{T}({r})')
    for _ in range(8):
        s = strip(rnd.randint(0, 12))
        p = f'{T}({r})("{s}")'
        rows += [p + ".NimValue", p + ".Options.Size"]
        if r in plain and len(s) <= 8:
            rows.append(p + ".MisereNimValue")
# refusals
rows += [f'{T}("1-3")("h t")', f'{T}("1-3")("htx")', f'{T}("x")', f'{T}("1-3")(3)', f'{T}(3)', f'{T}("1-3", "2")',
         f'{T}(game.heap.Wythoff)', f'{T}("1-3").NimValueSequence(10)', f'{T}("1-3").code', f'{T}("1-3")("hthT").NimValue',
         f'{T}("1-3")("").NimValue', f'{T}("1-3")("HHTH").NimValue']
# bare ruleset constants
bare = ["Nim", "Kayles", "DawsonsKayles", "GrundysGame", "Wythoff", "FibonacciNim", "Mem", "Cutcake", "Eatcake",
        "MaundyCake", "TurnAndEatcake", "PartizanEuclid"]
rows += [f"game.heap.{b}" for b in bare]
for b in ["Nim", "Kayles", "DawsonsKayles", "GrundysGame"]:
    for n in [0, 1, 5, 20, 60]:
        rows.append(f"game.heap.{b}.NimValueSequence({n})")
    rows.append(f"game.heap.{b}.code")
    rows.append(f"game.heap.{b}.Period")
rows += ["game.heap.Wythoff.NimValueTable(4, 6)", "game.heap.Wythoff.NimValueSequence(5)", "game.heap.Kayles.NimValueTable(3, 3)",
         "game.heap.Mem.NimValueTable(3, 3)", "game.heap.FibonacciNim.NimValueTable(4, 4)", "game.heap.Wythoff.Period"]
# periodicity: .Period, .Preperiod, .Saltus, and Nothing's refusal
rulesets = ["game.heap.Kayles", "game.heap.DawsonsKayles", "game.heap.Nim", 'game.heap.TakeAndBreak("0.137")',
            'game.heap.TakeAndBreak("0.16")', 'game.heap.TakeAndBreak("0.56")', 'game.heap.TakeAndBreak("0.3F")']
for _ in range(25):
    k = rnd.randint(1, 4)
    rulesets.append("game.heap.Subtraction([" + ",".join(map(str, sorted(rnd.sample(range(1, 9), k)))) + "])")
for r in rulesets:
    for n in [20, 100, 400] if "Kayles" not in r else [100, 400, 1000]:
        cp = f"{r}.CheckPeriodicity({n})"
        rows += [cp, cp + ".Period", cp + ".Preperiod", cp + ".Saltus"]
rows += ['game.heap.Spawning("1-3").CheckPeriodicity(100)', 'game.heap.Spawning("1-3").CheckPeriodicity(100).Period']

# game.heap.HeapRuleset(n -> options): CGSuite's comprehension forms
H = "game.heap.HeapRuleset"
fns = ["n -> [[k, n-k] for k from 1 to n-1 where k != n-k]",
       "n -> for k from 1 to n - 1 where k != n - k yield [k, n - k] end",
       "n -> [[a] for a from 0 to n-1]",
       "n -> [[a] for a from 0 to n-1 where n - a <= 3]",
       "n -> [[a, a] for a from 0 to n-1 where n - 2 * a == 1]",
       "n -> [[a, b] for a from 0 to n-2 for b from a to n-2 where a + b == n - 1 or a + b == n - 2]",
       "n -> [[a, b, c] for a from 1 to 5 for b from a to 5 for c from b to 5 where a + b + c < n]",
       "n -> [[n-1]]",
       "n -> []",
       "n -> [[]]",
       "n -> [[n - 1], [n - 2]]",
       "n -> [[n - 3, 1]]"]
# Functions that give a heap of n or more, or a negative one, somewhere (at 0 at least): CGSuite
# lists such options and fails on their values (its heap of 0 has the function's options, though its
# nim value is 0); cgcheck's heap of 0 has no moves, and a heap whose options are out of range is
# refused when played. Only nim values (and refusals) are compared for them.
odd = {"n -> [[n-1]]", "n -> [[]]", "n -> [[n - 1], [n - 2]]", "n -> [[n - 3, 1]]"}
for f in fns:
    rows.append(f"{H}({f}).NimValueSequence(40)")
    rows.append(f"{H}({f}).CheckPeriodicity(100)")
    for n in [0, 1, 4, 7, 10, 25]:
        p = f"{H}({f})({n})"
        rows += [p + ".NimValue"] + ([p + ".Options.Size"] if f not in odd else [])
        if n <= 10 and f not in odd:
            rows.append(p + ".MisereNimValue")
    rows.append(f'{T}({H}({f}))("hthhth").NimValue')
# (Left out: CGSuite's Position(-1). Heaps over 300: heap-functions.tsv.)
rows += [f"{H}(n -> [[n+1]]).NimValueSequence(5)", f"{H}(3)"]

out = subprocess.run([sys.argv[1]], input="\n".join(rows) + "\n", capture_output=True, text=True,
                     timeout=1200).stdout.split("\n")
print("expression\tcgsuite_result")
for e, r in zip(rows, out):
    print(f"{e}\t{r}")
