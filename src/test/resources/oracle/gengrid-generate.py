#!/usr/bin/env python3
"""Expressions for gengrid.tsv (issue 43, schemas): random positions of CGSuite's GenClobber and
GenToadsAndFrogs under many parameter choices, each asked for its canonical form, outcome class
and option counts. Seeded: the same list every run.

    python3 gengrid-generate.py > /tmp/exprs.txt
    /tmp/cgsuite/cgs-eval < /tmp/exprs.txt > /tmp/results.txt
    python3 gengrid-generate.py --table /tmp/exprs.txt /tmp/results.txt > gengrid.tsv

The table keeps a position's option counts only when CGSuite gives its canonical form (a loopy
GenClobber position is its loopy value in cgcheck; gengrid-loopy.py asks CGSuite for those values).

CGSuite's GenClobber splits a board into parts at its empty squares when maxDistance is 1, also
when pieces may move onto empty squares (clobbered holds 0), where the parts are not independent:
its value then can differ from the game's (and a loopy game can get a value). maxDistance => 0
gives the same moves (one step) without the split, so for those parameters the table asks CGSuite
about that twin, and gengrid-divergences.tsv keeps both answers side by side:

    python3 gengrid-generate.py --split > /tmp/split.txt      # pairs of lines: as written, twin
    /tmp/cgsuite/cgs-eval < /tmp/split.txt > /tmp/split-results.txt
    python3 gengrid-generate.py --divergences /tmp/split.txt /tmp/split-results.txt > gengrid-divergences.tsv
"""
import random
import sys

CLOBBER = [
    ("", 9),
    ("directions => Coordinates.Diagonal", 9),
    ("directions => Coordinates.Compass", 9),
    ("directions => Coordinates.KnightsMove", 12),
    ("directions => Coordinates.Hexagonal", 9),
    ("directions => [(0,1)]", 12),
    ("directions => [(0,1),(1,0)]", 9),
    ("directions => [(0,1),(0,-1)]", 9),
    ("directions => [(1,2),(-1,-2)]", 12),
    ("Coordinates.Diagonal", 9),
    ("clobbered => {Left => {1,2}, Right => {1,2}}", 9),
    ("clobbered => {Left => {2}, Right => {1,2}}", 9),
    ("clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => 2, Right => 1}", 9),
    ("clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => 1, Right => 2}", 9),
    ("clobbered => {Left => {0,2}, Right => {0,1}}, leftBehind => {Left => 1, Right => 2}", 8),
    ("clobbered => {Left => {0,2}, Right => {0,1}}", 6),
    ("clobbered => {Left => {0}, Right => {0}}, directions => [(0,1),(1,0)]", 8),
    ("leftBehind => {Left => 2, Right => 1}", 9),
    ("leftBehind => {Left => 1, Right => 2}, clobbered => {Left => {0,2}, Right => {0,1}}", 6),
    ("maxDistance => 2", 9),
    ("maxDistance => 3", 10),
    ("maxDistance => inf", 10),
    ("maxDistance => 0", 9),
    ("directions => Coordinates.Compass, maxDistance => inf", 9),
    ("directions => Coordinates.Diagonal, maxDistance => 2", 9),
    ("directions => Coordinates.Orthogonal, maxDistance => inf, clobbered => {Left => {0,2}, Right => {0,1}}, "
     "leftBehind => {Left => 2, Right => 1}", 8),
    ("maxDistance => 2, clobbered => {Left => {1,2}, Right => {1,2}}", 9),
    ("Coordinates.Compass, {Left => {2}, Right => {1}}, {Left => 0, Right => 0}, 2", 9),
]

TOADS = [
    "", "maxJump => 2", "maxJump => 3", "maxJump => 0", "maxSlide => 2", "maxSlide => 3", "minSlide => 2, maxSlide => 3",
    "minSlide => 0, maxSlide => 2", "allowFriendlyJump => true", "maxJump => 2, allowFriendlyJump => true",
    "maxSlide => 2, maxJump => 2, allowFriendlyJump => true", "minSlide => -1", "minSlide => -1, maxSlide => 2",
    "minSlide => 2, maxSlide => 2, maxJump => 0", "2, 3, 2, false", "maxSlide => 0", "maxSlide => 0, maxJump => 2",
]


def board(rnd, cells, empty_rate):
    while True:
        rows = rnd.randint(1, 3)
        cols = rnd.randint(1, 4)
        if rows * cols <= cells:
            break
    return "|".join("".join("." if rnd.random() < empty_rate else rnd.choice("xo") for _ in range(cols))
                    for _ in range(rows))


def strip(rnd):
    n = rnd.randint(2, 9)
    rate = 0.2 + 0.4 * rnd.random()
    return "".join("." if rnd.random() < rate else rnd.choice("tf") for _ in range(n))


def splits_wrongly(params):
    return "{0" in params and "maxDistance" not in params


def positions(split=False):
    rnd = random.Random(43)
    out = []
    for params, cells in CLOBBER:
        for _ in range(8):
            empty = rnd.choice([0.0, 0.2, 0.4])
            b = board(rnd, cells, empty)
            if split and splits_wrongly(params):
                out.append('game.grid.GenClobber(%s)("%s").CanonicalForm' % (params, b))
                out.append('game.grid.GenClobber(%s, maxDistance => 0)("%s").CanonicalForm' % (params, b))
            elif not split:
                twin = ", maxDistance => 0" if splits_wrongly(params) else ""
                out.append('game.grid.GenClobber(%s%s)("%s")' % (params, twin, b))
    if split:
        return out
    for params in TOADS:
        for _ in range(8):
            out.append('game.strip.GenToadsAndFrogs(%s)("%s")' % (params, strip(rnd)))
    return out


def expressions():
    out = []
    for p in positions():
        out += [p + ".CanonicalForm", p + ".OutcomeClass", p + ".Options(Left).Length", p + ".Options(Right).Length"]
        if "minSlide => -" in p and len(p.rsplit('("', 1)[1]) <= 9:
            # back slides: a loopy value where play can return; up to 7 squares (longer strips here reach
            # 84 to 350 positions that are not a stopper, which the loopy package does not solve, as for
            # BackslidingToadsAndFrogs: docs/rulesets.md)
            out.append(p + ".GameValue")
    # the rulesets printed, and refusals
    out += ["game.grid.GenClobber(directions => Coordinates.Diagonal)", "game.grid.GenClobber()",
            "game.strip.GenToadsAndFrogs(maxJump => 2)", "Coordinates.Compass", "Coordinates.KnightsMove",
            "Coordinates.Orthogonal", "Coordinates.Hexagonal",
            'game.grid.GenClobber(foo => 1)("xo")', 'game.grid.GenClobber(clobbered => {Left => {2}})("xo").CanonicalForm',
            'game.grid.GenClobber(directions => Coordinates.Diagonal)("xa")',
            'game.strip.GenToadsAndFrogs(maxJump => 2)("tq")']
    return out


def table(exprs_file, results_file):
    exprs = [l.rstrip("\n") for l in open(exprs_file)]
    results = [l.rstrip("\n") for l in open(results_file)]
    assert len(exprs) == len(results), (len(exprs), len(results))
    loopy = {e[:-len(".CanonicalForm")] for e, r in zip(exprs, results)
             if e.endswith(".CanonicalForm") and r.startswith("!!")}
    keep = (".CanonicalForm", ".GameValue")
    print("expression\tcgsuite_result")
    for e, r in zip(exprs, results):
        base = e.rsplit(".Options(", 1)[0].rsplit(".OutcomeClass", 1)[0].rsplit(".GameValue", 1)[0]
        if base in loopy and not e.endswith(keep):
            continue
        print(e + "\t" + r)


def divergences(exprs_file, results_file):
    exprs = [l.rstrip("\n") for l in open(exprs_file)]
    results = [l.rstrip("\n") for l in open(results_file)]
    print("expression\tcgsuite_result\tcgsuite_result_without_split")
    for i in range(0, len(exprs), 2):
        print(exprs[i] + "\t" + results[i] + "\t" + results[i + 1])


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--table":
        table(sys.argv[2], sys.argv[3])
    elif len(sys.argv) > 1 and sys.argv[1] == "--split":
        print("\n".join(positions(split=True)))
    elif len(sys.argv) > 1 and sys.argv[1] == "--divergences":
        divergences(sys.argv[2], sys.argv[3])
    else:
        print("\n".join(expressions()))
