#!/usr/bin/env python3
"""Expressions for gengrid-loopy.tsv: random small boards of CGSuite's GenClobber under parameter
choices whose play can return to a position (pieces move onto empty squares, or leave behind a
piece that can be clobbered again), each asked for its loopy value (.GameValue; CGSuite refuses
.CanonicalForm as 'not a short game') and some for its outcome class. Seeded: the same list
every run.

    python3 gengrid-loopy.py > /tmp/exprs.txt
    /tmp/cgsuite/cgs-eval < /tmp/exprs.txt > /tmp/results.txt
    paste /tmp/exprs.txt /tmp/results.txt > gengrid-loopy.tsv      # then the header line on top

Where pieces step onto empty squares the parameters say maxDistance => 0 (one step, as maxDistance
=> 1): with 1 CGSuite splits the board at its empty squares, and the parts are not independent
(gengrid-generate.py, gengrid-divergences.tsv).
"""
import random

rnd = random.Random(4301)
RULES = [
    "clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => 0",
    "clobbered => {Left => {0}, Right => {0}}, maxDistance => 0",
    "clobbered => {Left => {0}, Right => {0}}, directions => Coordinates.Diagonal, maxDistance => 0",
    "clobbered => {Left => {0,2}, Right => {0,1}}, directions => [(0,1),(0,-1)], maxDistance => 0",
    "clobbered => {Left => {0,1,2}, Right => {0,1,2}}, maxDistance => 0",
    "clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => 2",
    "clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => inf",
    "leftBehind => {Left => 2, Right => 1}",
    "clobbered => {Left => {1,2}, Right => {1,2}}, leftBehind => {Left => 2, Right => 1}",
    "clobbered => {Left => {0,2}, Right => {0,1}}, leftBehind => {Left => 1, Right => 2}, maxDistance => 0",
]
SHAPES = [(1, 2), (1, 3), (1, 4), (1, 5), (2, 2), (2, 3), (3, 2)]


def board(rows, cols):
    while True:
        cells = [rnd.choice("..xo") if rnd.random() < 0.6 else rnd.choice("xo") for _ in range(rows * cols)]
        if "x" in cells or "o" in cells:
            return "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))


lines = []
for rules in RULES:
    seen = set()
    for k in range(30):
        rows, cols = rnd.choice(SHAPES)
        b = board(rows, cols)
        if b in seen:
            continue
        seen.add(b)
        p = 'game.grid.GenClobber(%s)("%s")' % (rules, b)
        lines.append(p + ".GameValue")
        if k % 4 == 0:
            lines.append(p + ".GameValue.OutcomeClass")
print("\n".join(lines))
