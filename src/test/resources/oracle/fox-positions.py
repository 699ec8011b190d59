#!/usr/bin/env python3
"""Fox and Geese positions for fox.tsv (issue 43): seeded random geese and fox on small boards,
the three rulesets CGSuite names, values, outcomes and refusals. Prints one CGScript line each;
fox.tsv pairs each with what /tmp/cgsuite/cgs-eval printed for it:
  python3 fox-positions.py > lines.txt
  /tmp/cgsuite/cgs-eval < lines.txt > out.txt; paste lines.txt out.txt (header: expression, cgsuite_result)
"""
import random

rnd = random.Random(43)
RULES = [("game.grid.FoxAndGeese", 8, 1), ("game.grid.CeyloneseFoxAndGeese", 8, 2)]
for w in (3, 4, 5, 6):
    for r in (1, 2, 3):
        RULES.append(("game.grid.GenFoxAndGeese(boardWidth => %d, foxRange => %d)" % (w, r), w, r))


def squares(w, rows):
    return [(r, c) for r in range(1, rows + 1) for c in range(1, w + 1) if (r + c) % 2 == 0]


def position(name, w, top, geese_count):
    """Geese on the top two rows (most on the top one), the fox below them: few escaped foxes."""
    high = [s for s in squares(w, top) if s[0] >= max(top - 1, 2)]
    geese = rnd.sample(high, min(geese_count, len(high)))
    if all(g[0] < top for g in geese):
        geese[0] = rnd.choice([s for s in high if s[0] == top])
    low = [s for s in squares(w, max(1, top - 1)) if s not in geese]
    fox = rnd.choice(low)
    text = "{" + ",".join("(%d,%d)" % g for g in sorted(set(geese))) + "}"
    return "%s(%s, (%d,%d))" % (name, text, fox[0], fox[1])


lines = []
for name, w, r in RULES:
    n = 24 if w == 8 else 10
    for k in range(n):
        top = rnd.choice((2, 3, 4))
        geese = rnd.choice((1, 2, 3) if w <= 4 else (2, 3, 4))
        p = position(name, w, top, geese)
        lines.append(p + ".GameValue")
        if k % 3 == 0:
            lines.append(p + ".GameValue.OutcomeClass")
# Wide geese lines, as in Winning Ways ch. 20 (a row of geese, the fox anywhere below).
for name, w, r in RULES[:2]:
    for top in (2, 3, 4):
        geese = [(top, c) for c in range(1, 9) if (top + c) % 2 == 0]
        text = "{" + ",".join("(%d,%d)" % g for g in geese) + "}"
        for fr in range(1, top + 1):
            for fc in range(1, 9):
                if (fr + fc) % 2 == 0 and (fr, fc) not in geese:
                    lines.append("%s(%s, (%d,%d)).GameValue" % (name, text, fr, fc))
# The fox on a goose's square (CGSuite takes it), duplicated geese, the collection as a list.
lines += [
    "game.grid.FoxAndGeese({(2,2)}, (2,2)).GameValue",
    "game.grid.FoxAndGeese({(2,2),(2,2)}, (1,1)).GameValue",
    "game.grid.FoxAndGeese([(3,1),(3,3)], (1,1)).GameValue",
    "game.grid.GenFoxAndGeese(4, 2)({(3,1),(3,3)}, (1,1)).GameValue",
]
# The ruleset without a position, as CGSuite prints it.
lines += [
    "game.grid.GenFoxAndGeese(boardWidth => 4)",
    "game.grid.GenFoxAndGeese(foxRange => 3)",
    "game.grid.GenFoxAndGeese(boardWidth => 0)",
    "game.grid.GenFoxAndGeese(boardWidth => 10, foxRange => 2)",
]
# Refusals.
lines += [
    "game.grid.FoxAndGeese({(3,1),(3,3),(3,5),(3,7)}, (1,6))",
    "game.grid.FoxAndGeese({(3,1),(3,3),(2,5),(3,7)}, (1,1))",
    "game.grid.FoxAndGeese({(3,1),(3,9)}, (1,1))",
    "game.grid.FoxAndGeese({(0,2)}, (1,1))",
    "game.grid.FoxAndGeese({(2,2)}, (1,9))",
    "game.grid.FoxAndGeese({(2,2)}, (0,2))",
    "game.grid.GenFoxAndGeese(foxRange => 0)",
    "game.grid.GenFoxAndGeese(foxRange => -1)({(2,2)}, (1,1))",
    "game.grid.GenFoxAndGeese(boardWidth => 4)({(2,6)}, (1,1))",
    "game.grid.CeyloneseFoxAndGeese({(2,2)}, (1,2))",
    "game.grid.FoxAndGeese({}, (1,1)).GameValue",
]
print("\n".join(lines))
