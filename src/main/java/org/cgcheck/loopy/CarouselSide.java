package org.cgcheck.loopy;

/**
 * The onside of a game that no method shows to be stopper-sided, kept as a graph with cycles of
 * alternating play, as CGSuite keeps it (SidedValue of two SimplifiedLoopyGames; Winning Ways'
 * Bach's Carousel). Positions without a cycle below them become canonical short games, then moves
 * are taken away one at a time, each kept only if the root's onside is unchanged (SideOrder, both
 * ways), until no move can go. The result is a game with G's onside by construction; CGSuite
 * says there is no simplest-form theorem here, so which of several such graphs is reached
 * depends on the order tried: Right's moves, then Left's, nodes in the graph's order.
 */
final class CarouselSide {
    private CarouselSide() {
    }

    /** Each try solves a game on pairs of positions: kept to small graphs (larger ones are returned as they are). */
    static final int MAX_NODES = 60;

    static LoopyGame onside(LoopyGame g) {
        return onside(g, false);
    }

    /**
     * The first order that reaches a stopper, else the graph of the usual order (Right's moves
     * first, nodes in order): the greedy order can miss a stopper side that another reaches (a
     * random 4-node game whose onside CGSuite gives as {1||under|-1} needed Left's moves first).
     */
    static LoopyGame bestOnside(LoopyGame g) {
        LoopyGame usual = onside(g, false);
        if (usual.isStopper() || usual == g) {
            return usual;
        }
        LoopyGame other = onside(g, true);
        return other.isStopper() ? other : usual;
    }

    /** Deletions tried Right's moves first, nodes in order; or (reversed) Left's first, nodes from the last. */
    private static LoopyGame onside(LoopyGame g, boolean reversed) {
        if (g.nodes() > MAX_NODES) {
            return g;
        }
        boolean[] renumbered = new boolean[1];
        LoopyGame cur = StopperSimplifier.shortParts(g, renumbered);
        if (!renumbered[0] && !SideOrder.onsideEqual(cur, g)) {
            throw new AssertionError("canonical short subpositions changed the onside of " + g.graphString());
        }
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int s = 0; s < 2 && !progress; s++) {
                int side = reversed ? s : 1 - s;
                for (int i = 0; i < cur.nodes() && !progress; i++) {
                    int x = reversed ? cur.nodes() - 1 - i : i;
                    int[] edges = side == 0 ? cur.left(x) : cur.right(x);
                    for (int y : edges) {
                        // Against cur, not g: cur⁺ = g⁺ and cur is the smaller graph (fewer positions of c - cur).
                        LoopyGame c = StopperSimplifier.shortPartsCanonical(SideByEdits.without(cur, x, y, side == 0));
                        if (SideOrder.onsideEqualAfterDeletion(c, cur, side == 0)) {
                            cur = c;
                            progress = true;
                            break;
                        }
                    }
                }
            }
        }
        return cur;
    }
}
