#!/usr/bin/env python3
"""Generates impartial-misere.tsv (issue 43's done-when: misère nim values and genus for every
impartial ruleset): the impartial positions of the other tables here (those with a .NimValue row),
up to 36 per ruleset chosen with a fixed seed, each asked .MisereNimValue and .Genus, answered by
CGSuite's cgs-eval in one batch per ruleset. A batch over 300 s is tried again with the shorter
half of its positions (by the length of the expression), and if that too takes over 300 s it is
left out; both are named on stderr.
Usage: python3 impartial-misere.py /tmp/cgsuite/cgs-eval > impartial-misere.tsv"""
import os, random, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
by_ruleset = {}
# The tables drawn from (those of the day the table was made; tables added later do not change it).
SOURCES = ["boards-strips", "boards", "cgsuite-integers", "conway-products", "day3-pairs", "explicit-games",
           "expressions", "fox", "gengraph", "gengrid-divergences", "gengrid", "heap-rulesets", "loopy-properties",
           "properties", "rulesets", "turning"]
for f in sorted(os.path.join(here, name + ".tsv") for name in SOURCES):
    for line in open(f, encoding="utf-8"):
        e = line.split("\t")[0]
        if not e.endswith(".NimValue") or not e.startswith("game."):
            continue
        p = e[: -len(".NimValue")]
        m = re.match(r"game\.\w+\.\w+", p)
        by_ruleset.setdefault(m.group(0), set()).add(p)

# CGSuite's own graph string reader knows no weights: a weighted graph is sent as
# Graph.Parse("...", {"0" => 0, ...}) (as gengraph.py does); the table keeps cgcheck's expression.
WMAP = '{' + ', '.join('"%d" => %d' % (w, w) for w in range(11)) + '}'

def theirs(line):
    m = re.match(r'(game\.graph\.(?:WeightedArcKayles|GenArcKayles\(weighted => true\)))\("([^"]*)"\)(.*)', line)
    return line if not m else m.group(1) + '(Graph.Parse("' + m.group(2) + '", ' + WMAP + '))' + m.group(3)

def ask(lines):
    try:
        out = subprocess.run([sys.argv[1]], input="\n".join(theirs(l) for l in lines) + "\n", capture_output=True, text=True,
                             timeout=300).stdout.splitlines()
    except subprocess.TimeoutExpired:
        return None
    return out if len(out) == len(lines) else None

rows = []
for name in sorted(by_ruleset):
    ps = sorted(by_ruleset[name])
    random.Random(name).shuffle(ps)
    ps = sorted(ps[:36])
    for attempt in (ps, sorted(sorted(ps, key=lambda p: (len(p), p))[: len(ps) // 2])):
        lines = [p + prop for p in attempt for prop in (".MisereNimValue", ".Genus")]
        out = ask(lines)
        if out is not None:
            rows += list(zip(lines, out))
            print(f"{name}: {len(lines)} rows", file=sys.stderr)
            break
        print(f"{name}: {len(lines)} rows took over 300 s", file=sys.stderr)
    else:
        print(f"left out: {name}", file=sys.stderr)

print("expression\tcgsuite_result")
for e, r in rows:
    print(f"{e}\t{r}")
