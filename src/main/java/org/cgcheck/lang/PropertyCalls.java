package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A CGSuite postfix property as the function call it stands for: {@code (G).LeftIncentives} is
 * {@code leftincentives(G)}, {@code (G).Cool(t)} is {@code cool(G, t)}, and the player-valued
 * {@code (G).Options(Left)} / {@code (G).Stop(Right)} are {@code leftoptions(G)} / {@code rightstop(G)}.
 */
public final class PropertyCalls {
    private PropertyCalls() {
    }

    /** CGSuite's properties of short games and the functions they stand for. */
    public static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("ReducedCanonicalForm", "rcf"), Map.entry("Temperature", "temperature"),
            Map.entry("Mean", "mean"), Map.entry("LeftStop", "leftstop"), Map.entry("RightStop", "rightstop"),
            Map.entry("Birthday", "birthday"), Map.entry("OutcomeClass", "outcome"),
            Map.entry("AtomicWeight", "atomicweight"), Map.entry("IsInfinitesimal", "isinfinitesimal"),
            Map.entry("IsAllSmall", "isallsmall"), Map.entry("IsNumber", "isnumber"), Map.entry("Cool", "cool"),
            Map.entry("Heat", "heat"), Map.entry("CanonicalForm", "canonical"), Map.entry("IsInteger", "isinteger"),
            Map.entry("IsNimber", "isnimber"), Map.entry("IsNumberish", "isnumberish"),
            Map.entry("Negative", "neg"), Map.entry("Thermograph", "thermograph"),
            Map.entry("NimValue", "nimvalue"),
            // Issue 13: the rest of CGSuite's properties of short games.
            Map.entry("Companion", "companion"), Map.entry("Freeze", "freeze"), Map.entry("Incentives", "incentives"),
            Map.entry("LeftIncentives", "leftincentives"), Map.entry("RightIncentives", "rightincentives"),
            Map.entry("IsAtomic", "isatomic"), Map.entry("IsEven", "iseven"), Map.entry("IsOdd", "isodd"),
            Map.entry("IsEvenTempered", "iseventempered"), Map.entry("IsOddTempered", "isoddtempered"),
            Map.entry("IsNumberTiny", "isnumbertiny"), Map.entry("IsOrdinal", "isordinal"),
            Map.entry("IsUptimal", "isuptimal"), Map.entry("IsZero", "iszero"), Map.entry("LeftOptions", "leftoptions"),
            Map.entry("RightOptions", "rightoptions"), Map.entry("MisereOutcomeClass", "misereoutcome"),
            Map.entry("StopCount", "stopcount"), Map.entry("UptimalExpansion", "uptimalexpansion"),
            Map.entry("Followers", "followers"), Map.entry("FollowerCount", "followercount"),
            Map.entry("Overheat", "overheat"),
            // Issue 27: loopy games (CGSuite's LoopyGame / SidedValue).
            Map.entry("Onside", "loopyonside"), Map.entry("Offside", "loopyoffside"), Map.entry("IsStopper", "isstopper"),
            Map.entry("Degree", "loopydegree"),
            // Issue 32: impartial misère play; the canonical form as CGSuite prints it (text: equal
            // forms print alike), the genus as CGSuite shortens it.
            Map.entry("MisereNimValue", "miserenimvalue"), Map.entry("MisereCanonicalForm", "miserecanonicalform"),
            Map.entry("Genus", "shortgenus"), Map.entry("Literal", "literal"),
            // Issue 43: methods of CGSuite's heap rulesets (rules/HeapRulesetMethods).
            Map.entry("NimValueSequence", "nimvaluesequence"), Map.entry("code", "rulesetcode"),
            Map.entry("CheckPeriodicity", "checkperiodicity"),
            Map.entry("PartizanJoin", "partizanjoin"), Map.entry("Join", "heapjoin"),
            Map.entry("AcrosticProduct", "acrosticproduct"), Map.entry("DirectProduct", "directproduct"),
            Map.entry("CakeProduct", "cakeproduct"), Map.entry("NimValueTable", "nimvaluetable"),
            Map.entry("Period", "periodicityperiod"), Map.entry("Preperiod", "periodicitypreperiod"),
            Map.entry("Saltus", "periodicitysaltus"),
            // Issue 43 (boards): a grid position's board as its string.
            Map.entry("GridString", "gridstring"), Map.entry("GameValue", "gamevalue"),
            // Issue 42: CGSuite's properties of loopy values (eval/LoopyProperties).
            Map.entry("IsIdempotent", "isidempotent"), Map.entry("IsLoopfree", "isloopfree"),
            Map.entry("IsPlumtree", "isplumtree"), Map.entry("IsPseudonumber", "ispseudonumber"),
            Map.entry("IsStable", "isstable"), Map.entry("IsStopperSided", "isstoppersided"),
            Map.entry("Variety", "variety"), Map.entry("Opponent", "opponent"),
            Map.entry("ConwayProduct", "conwayproduct"));

    /** Every property accepted after a dot: those above and the player-valued Options and Stop. */
    static final Set<String> NAMES = names();

    private static Set<String> names() {
        Set<String> s = new HashSet<>(FUNCTIONS.keySet());
        s.addAll(CgsuiteMethods.FUNCTIONS.keySet());
        s.addAll(ExplicitSyntax.METHODS.keySet());
        s.add("Options");
        s.add("Stop");
        return Set.copyOf(s);
    }

    public static Expr.Call resolve(Expr.Property p) {
        if (p.name().equals("Options") && p.args().isEmpty()) {
            return new Expr.Call("options", List.of(p.target()), p.pos());     // a misère form's options
        }
        if (p.name().equals("Options") || p.name().equals("Stop")) {
            String player = p.args().size() == 1 && p.args().get(0) instanceof Expr.Var v ? v.name() : null;
            if (p.args().size() == 1 && !"Left".equals(player) && !"Right".equals(player)) {
                String fn = p.name().equals("Options") ? "playeroptions" : "playerstop";       // G.Stop(p): p a value
                return new Expr.Call(fn, List.of(p.target(), p.args().get(0)), p.pos());
            }
            if (!"Left".equals(player) && !"Right".equals(player)) {
                throw new SyntaxError("." + p.name() + " takes the player: ." + p.name() + "(Left) or ." + p.name()
                        + "(Right)", p.pos());
            }
            String fn = player.toLowerCase() + (p.name().equals("Options") ? "options" : "stop");
            return new Expr.Call(fn, List.of(p.target()), p.pos());
        }
        List<Expr> args = new ArrayList<>();
        args.add(p.target());
        args.addAll(p.args());
        String fn = FUNCTIONS.getOrDefault(p.name(), CgsuiteMethods.FUNCTIONS.get(p.name()));
        return new Expr.Call(fn != null ? fn : ExplicitSyntax.METHODS.get(p.name()), args, p.pos());
    }
}
