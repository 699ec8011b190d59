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
        if (g.nodes() > MAX_NODES) {
            return g;
        }
        LoopyGame cur = StopperSimplifier.shortPartsCanonical(g);
        if (!SideOrder.onsideEqual(cur, g)) {
            throw new AssertionError("canonical short subpositions changed the onside of " + g.graphString());
        }
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int side = 1; side >= 0 && !progress; side--) {
                for (int x = 0; x < cur.nodes() && !progress; x++) {
                    int[] edges = side == 0 ? cur.left(x) : cur.right(x);
                    for (int y : edges) {
                        LoopyGame c = StopperSimplifier.shortPartsCanonical(SideByEdits.without(cur, x, y, side == 0));
                        if (SideOrder.onsideEqual(c, g)) {
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
