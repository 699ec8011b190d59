package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * What CGSuite's {@code R.CheckPeriodicity(n)} finds: the period, preperiod and saltus of a heap
 * ruleset's nim values, read by {@code .Period}, {@code .Preperiod} and {@code .Saltus}. When no
 * period shows up to n, CGSuite answers {@code Nothing}, which has no period: asking for it is
 * refused, as CGSuite refuses it. A ruleset itself has no {@code .Period} either (CGSuite: "Not a
 * method"): the period is always that of a check up to a heap size.
 */
public record Periodicity(int period, int preperiod, int saltus) {
    @Override
    public String toString() {
        return "Periodicity(Period => " + period + ", Preperiod => " + preperiod + ", Saltus => " + saltus + ")";
    }

    /** The functions the properties stand for (lang/PropertyCalls). */
    public static final List<String> NAMES = List.of("periodicityperiod", "periodicitypreperiod", "periodicitysaltus");

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        for (String name : NAMES) {
            String shown = name.equals("periodicityperiod") ? "Period" : name.equals("periodicitypreperiod") ? "Preperiod"
                    : "Saltus";
            out.add(new Builtin(name, 1, 1, "R.CheckPeriodicity(n)." + shown,
                    "The " + shown.toLowerCase() + " CGSuite's periodicity check found", args -> {
                        if (args.get(0) instanceof Periodicity p) {
                            return BigInteger.valueOf(shown.equals("Period") ? p.period : shown.equals("Preperiod")
                                    ? p.preperiod : p.saltus);
                        }
                        if ("Nothing".equals(args.get(0))) {
                            throw new BadCall("." + shown + ": the periodicity check found no period (Nothing has no "
                                    + shown + "; check up to a larger heap size)");
                        }
                        throw new BadCall("." + shown + " is a property of a periodicity check, R.CheckPeriodicity(n)."
                                + shown + ", not of " + Args.typeName(args.get(0)));
                    }));
        }
        return out;
    }
}
