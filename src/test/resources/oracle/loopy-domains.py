#!/usr/bin/env python3
"""The loopy rulesets' within domains, in the order cgcheck lists them (issue 43): every position of
genfoxandgeese within 4x4 and backsliding toads and frogs within 4, enumerated here independently of
cgcheck. Prints one CGScript line each; loopy-domains.tsv pairs each with what /tmp/cgsuite/cgs-eval
printed for it:
  python3 loopy-domains.py > lines.txt
  /tmp/cgsuite/cgs-eval < lines.txt > out.txt; paste lines.txt out.txt (header: expression, cgsuite_result)
"""
from itertools import product


def squares(w, rows):
    return [(r, c) for r in range(1, rows + 1) for c in range(1, w + 1) if (r + c) % 2 == 0]


def fox_domain(rows, cols):
    """Boards 2..cols wide, the highest piece on row 1..rows; by squares (width x top row), then width."""
    shapes = sorted(((w, top) for w in range(2, cols + 1) for top in range(1, rows + 1)),
                    key=lambda s: (s[0] * s[1], s[0]))
    for w, top in shapes:
        sq = squares(w, top)
        n = len(sq)
        if n < 2:
            continue
        for f in range(n):
            for mask in range(1, 1 << n):
                if mask >> f & 1:
                    continue
                geese = [sq[i] for i in range(n) if mask >> i & 1]
                if sq[f][0] != top and all(g[0] != top for g in geese):
                    continue
                text = "{" + ",".join("(%d,%d)" % g for g in geese) + "}"
                yield "game.grid.GenFoxAndGeese(boardWidth => %d, foxRange => 1)(%s, (%d,%d))" % (w, text, *sq[f])


def strips(n):
    for length in range(1, n + 1):
        for cs in product("tf.", repeat=length):
            yield 'game.strip.BackslidingToadsAndFrogs("%s")' % "".join(cs)


for e in fox_domain(4, 4):
    print(e + ".GameValue")
for e in strips(4):
    print(e + ".GameValue")
