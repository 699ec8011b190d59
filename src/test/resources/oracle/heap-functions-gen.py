#!/usr/bin/env python3
"""Generates heap-functions.tsv: game.heap.HeapRuleset(n -> options) called at every heap it is
played at, side by side with CGSuite: nim values at n = 0..N and option counts for several
functions, and heaps over 300 (the function is called at any n, not read from a table); and
GenWythoff's and TakeAway's k -> E at positions over 300.
Usage: python3 heap-functions-gen.py /tmp/cgsuite/cgs-eval > heap-functions.tsv"""
import subprocess, sys

H = "game.heap.HeapRuleset"
# (function, largest n of the nim value rows): Grundy's game, splitting, Kayles, subtraction games,
# Dawson-like splits, three heaps, fixed heap sizes, a product condition.
fns = [("n -> [[k, n-k] for k from 1 to n-1 where k != n-k]", 60),
       ("n -> [[k, n - k] for k from 1 to n - 1]", 60),
       ("n -> [[a, b] for t from 1 to 2 for a from 0 to n - t for b from a to n - t where a + b == n - t]", 60),
       ("n -> [[a] for a from 0 to n-1 where n - a <= 3]", 60),
       ("n -> for k from 1 to n where k != 3 and k != 6 yield [n - k] end", 40),
       ("n -> [[a, n - 1 - a] for a from 0 to n - 1 where 2 * a <= n - 1]", 60),
       ("n -> [[a, b, c] for a from 0 to n-1 for b from a to n-1 for c from b to n-1 where a + b + c == n - 2]", 25),
       ("n -> [[a, a] for a from 1 to n - 1 where 2 * a < n]", 40),
       ("n -> [[a] for a in [1, 2, 5] where a < n]", 30),
       ("n -> [[a, b] for a from 0 to n - 1 for b from a to n - 1 where a + b < n and a * b == 6]", 40)]
rows = []
for f, top in fns:
    for n in range(0, top + 1):
        rows.append(f"{H}({f})({n}).NimValue")
    for n in range(2, top + 1, 7):
        rows.append(f"{H}({f})({n}).Options.Size")
# Heaps over 300.
big = [("n -> [[k, n-k] for k from 1 to n-1 where k != n-k]", [301, 320]),
       ("n -> [[a] for a from 0 to n-1 where n - a <= 3]", [301, 400, 1000]),
       ("n -> [[a, n - 1 - a] for a from 0 to n - 1 where 2 * a <= n - 1]", [305])]
for f, ns in big:
    for n in ns:
        rows += [f"{H}({f})({n}).NimValue", f"{H}({f})({n}).Options.Size"]
rows.append(f"{H}(n -> [[a] for a from 0 to n-1 where n - a <= 3]).NimValueSequence(310)")
# The other function arguments k -> E (GenWythoff's bound, TakeAway's limit), called at any k too.
rows += ["game.heap.GenWythoff(k -> k + 2)((301,1)).NimValue", "game.heap.GenWythoff(k -> k + 2)((310,2)).NimValue",
         "game.heap.GenWythoff(k -> 2 * k)((305,3)).NimValue", "game.heap.GenWythoff(k -> 2 * k)((12,9)).NimValue",
         "game.heap.TakeAway(k -> 2 * k)((500,3)).NimValue", "game.heap.TakeAway(k -> k + 1)((400,7)).NimValue",
         "game.heap.TakeAway(k -> 3)((350,2)).NimValue", "game.heap.TakeAway(k -> k + 1)((30,7)).NimValue"]

out = subprocess.run([sys.argv[1]], input="\n".join(rows) + "\n", capture_output=True, text=True,
                     timeout=1800).stdout.split("\n")
print("expression\tcgsuite_result")
for e, r in zip(rows, out):
    print(f"{e}\t{r}")
