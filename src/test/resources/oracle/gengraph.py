#!/usr/bin/env python3
"""Generates gengraph.tsv: CGSuite's graph rulesets with parameters (GenCol, GenArcKayles,
GenHackenbush, WeightedArcKayles) on seeded random graphs, and what CGSuite's cgs-eval prints.

    python3 gengraph.py /tmp/cgsuite/cgs-eval > gengraph.tsv

A WeightedArcKayles graph string such as "3-2-1" is sent to CGSuite as
Graph.Parse("3-2-1", {"0" => 0, ...}) (CGSuite's own string reader knows no weights); the table
keeps cgcheck's expression."""
import random
import re
import subprocess
import sys

rnd = random.Random(43)
NAMES = [chr(ord('A') + i) for i in range(26)]


def graph_text(n, edges, vlabel, elabel):
    """Edges as components 'a:X-b:Y' joined by ';', every vertex named, isolated ones alone;
    vertex 0 written first (the ground)."""
    seen, parts = set(), []

    def v(x):
        return vlabel(x) + ':' + NAMES[x]
    for (a, b, lab) in edges:
        parts.append(v(a) + elabel(lab) + v(b))
        seen.update([a, b])
    for x in range(n):
        if x not in seen:
            parts.append(v(x))
    if not parts:
        return ''
    # the first part must start at vertex 0 so that it is vertex 1
    return ';'.join(parts)


def random_graph(n, connected, extra, loops=True):
    edges = []
    order = list(range(n))
    for x in range(1, n):
        if connected or rnd.random() < 0.8:
            edges.append((rnd.randrange(x), x))
    for _ in range(rnd.randrange(extra + 1)):
        a, b = rnd.randrange(n), rnd.randrange(n)
        if a == b and not loops:
            continue
        edges.append((a, b))
    rnd.shuffle(edges)
    # keep vertex 0 first: put an edge at 0 first, oriented from 0
    for i, (a, b) in enumerate(edges):
        if a == 0 or b == 0:
            edges.insert(0, edges.pop(i) if a == 0 else (0, a))
            if b == 0 and a != 0:
                edges[0] = (0, a)
            break
    return order, edges


def tree_text(g):
    """A path or tree written without names when the graph allows it: used sometimes for variety."""
    return None


def sub(lst):
    return '[' + ', '.join(x for x in lst if rnd.random() < 0.5) + ']'


rows = []      # (ours, cgsuite's)


def add(expr, cgs=None):
    rows.append((expr, cgs or expr))


def queries(pos, impartial, cgs=None):
    add(pos + '.CanonicalForm', cgs and cgs + '.CanonicalForm')
    if impartial:
        add(pos + '.NimValue', cgs and cgs + '.NimValue')
    add(pos + '.Options(Left)', cgs and cgs + '.Options(Left)')
    if not impartial:
        add(pos + '.Options(Right)', cgs and cgs + '.Options(Right)')
    add(pos + '.Options(Left).Length', cgs and cgs + '.Options(Left).Length')


# GenCol: random permitted lists, tinted graphs
for i in range(110):
    n = rnd.randint(1, 7)
    _, edges = random_graph(n, False, 2)
    labs = [rnd.choice(['.', '.', 'L', 'R']) for _ in range(n)]
    g = graph_text(n, [(a, b, 0) for a, b in edges], lambda x: labs[x], lambda l: '-')
    lp, rp = sub(['Nothing', 'Left', 'Right']), sub(['Nothing', 'Left', 'Right'])
    if i % 5 == 0:
        rules = 'game.graph.GenCol(leftPermitted => %s, rightPermitted => %s)' % (lp, rp)
    else:
        rules = 'game.graph.GenCol(%s, %s)' % (lp, rp)
    queries(rules + '("' + g + '")', False)

# GenArcKayles, unweighted
for i in range(60):
    n = rnd.randint(1, 8)
    _, edges = random_graph(n, False, 3)
    g = graph_text(n, [(a, b, 0) for a, b in edges], lambda x: '.', lambda l: '-')
    rules = ['game.graph.GenArcKayles()', 'game.graph.GenArcKayles(false)', 'game.graph.GenArcKayles(weighted => false)'][i % 3]
    queries(rules + '("' + g + '")', True)

# WeightedArcKayles and GenArcKayles(weighted => true)
WMAP = '{' + ', '.join('"%d" => %d' % (w, w) for w in range(11)) + '}'
for i in range(110):
    n = rnd.randint(1, 6)
    _, edges = random_graph(n, False, 2)
    top = 2 if n > 4 else 3
    ws = [rnd.randint(0, top) for _ in range(n)]
    if i % 10 == 0:
        ws[0] = 10
    g = graph_text(n, [(a, b, 0) for a, b in edges], lambda x: ('{%d}' % ws[x]) if ws[x] > 9 else str(ws[x]), lambda l: '-')
    rules = 'game.graph.WeightedArcKayles' if i % 2 == 0 else 'game.graph.GenArcKayles(weighted => true)'
    ours = rules + '("' + g + '")'
    theirs = rules + '(Graph.Parse("' + g + '", ' + WMAP + '))'
    queries(ours, True, theirs)

# GenHackenbush: random childish colours, connected graphs (vertex 1 the ground)
COLS = ['game.graph.Color.Blue', 'game.graph.Color.Red', 'game.graph.Color.Green']
for i in range(120):
    n = rnd.randint(2, 6)
    _, edges = random_graph(n, True, 2)
    cols = [rnd.choice('lre') for _ in edges]
    g = graph_text(n, [(a, b, cols[k]) for k, (a, b) in enumerate(edges)], lambda x: '', lambda l: l)
    ch = sub(COLS)
    rules = ['game.graph.GenHackenbush(childishEdges => %s)' % ch, 'game.graph.GenHackenbush(%s)' % ch,
             'game.graph.GenHackenbush()'][0 if i % 6 else (1 if i % 12 else 2)]
    queries(rules + '("' + g + '")', False)

# CGSuite's labelled shapes: Graph.Path(n, w) and so on, the same expression on both sides
for shape, top in [('Path', 7), ('Cycle', 6), ('Star', 6), ('Clique', 4)]:
    for n in range(1 if shape != 'Cycle' else 2, top + 1):
        w = rnd.randint(0, 3)
        queries('game.graph.WeightedArcKayles(Graph.%s(%d, %d))' % (shape, n, w), True)
        if n <= 5:
            queries('game.graph.GenCol([Nothing, Left], [Right])(Graph.%s(%d, %s))' % (shape, n, rnd.choice(['Left', 'Right'])), False)

# refusals and the rulesets themselves
for e in ['game.graph.GenCol([Nothing, Left])("L-.-.")', 'game.graph.GenCol(Left, Right)("L-.-.")',
          'game.graph.GenArcKayles(weighted => 3)(".-.")', 'game.graph.GenHackenbush(foo => [])("ll")',
          'game.graph.GenHackenbush(childishEdges => game.graph.Color.Green)("ll")',
          'game.graph.GenHackenbush(childishEdges => [game.graph.Color.Green])("lre;l")',
          'game.graph.GenHackenbush(childishEdges => [game.graph.Color.Green])("")',
          'game.graph.GenHackenbush()("l;l")', 'game.graph.GenCol([Nothing], [Right])("L-.-(")',
          'game.graph.GenCol([Nothing], [Right])("L>.")', 'game.graph.GenHackenbush()("lx")',
          'game.graph.GenCol([Nothing], [Right], [Left])("L-.")', 'game.graph.GenArcKayles(true, false)(".-.")',
          'game.graph.GenCol(leftPermitted => [Left], leftPermitted => [Right])(".")']:
    add(e)
add('game.graph.WeightedArcKayles("3-.-1").CanonicalForm', 'game.graph.WeightedArcKayles(Graph.Parse("3-.-1", %s)).CanonicalForm' % WMAP)

exe = sys.argv[1]
out = subprocess.run([exe], input='\n'.join(c for _, c in rows) + '\n', capture_output=True, text=True).stdout.split('\n')
print('expression\tcgsuite_result')
for (ours, _), res in zip(rows, out):
    print(ours + '\t' + res)
print('rows: %d' % len(rows), file=sys.stderr)
