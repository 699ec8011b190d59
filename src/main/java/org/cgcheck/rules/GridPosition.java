package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/** A position of a grid ruleset. */
final class GridPosition extends BasePosition {
    private final GridRuleset rules;
    final Grid grid;

    GridPosition(GridRuleset rules, Grid grid) {
        super(rules);
        this.rules = rules;
        this.grid = grid;
    }

    @Override
    public String text() {
        return grid.text();
    }

    @Override
    public List<Position> options(boolean left) {
        List<Position> out = new ArrayList<>();
        for (Grid g : rules.moves(grid, left)) {
            out.add(new GridPosition(rules, g));
        }
        return out;
    }

    @Override
    public int size() {
        return grid.cells.length;
    }

    @Override
    public List<Position> components() {
        List<Grid> regions = rules.liveRegions(grid);
        if (regions.size() == 1 && regions.get(0).cells.length == grid.cells.length) {
            return List.of(this);
        }
        List<Position> out = new ArrayList<>(regions.size());
        for (Grid r : regions) {
            out.add(new GridPosition(rules, r));
        }
        return out;
    }

    @Override
    public String key() {
        return grid.normalForm(rules.symmetries());
    }

    /** {@link #key()} as one number when the board is small enough ({@link PackedGrid#NONE} if not). */
    long packedKey() {
        return rules.packedKey(grid);
    }

    @Override
    Object identity() {
        return text();
    }
}
