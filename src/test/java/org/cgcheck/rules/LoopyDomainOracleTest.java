package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The loopy rulesets' {@code within} domains side by side with CGSuite (issue 43): every row of
 * src/test/resources/oracle/loopy-domains.tsv, whose positions loopy-domains.py enumerates on its
 * own. The domains list exactly those positions in that order, and each value prints as CGSuite's
 * {@code .GameValue}.
 */
class LoopyDomainOracleTest {
    @Test
    void everyPositionInOrderWithCgsuitesValue() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("loopy-domains.tsv");
        List<LoopyPosition> ours = new ArrayList<>(LoopyRulesets.byName("genfoxandgeese").within(new Bound(4, 4)));
        ours.addAll(LoopyRulesets.byName("backslidingtoadsandfrogs").within(new Bound(4, 0)));
        assertEquals(rows.size(), ours.size(), "positions listed");
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            LoopyPosition p = ours.get(i);
            assertEquals(rows.get(i)[0], p.expression() + ".GameValue", "position " + i + " of the domains");
            String value = p.value().toString();
            if (!value.equals(rows.get(i)[1])) {
                wrong.add(p.expression() + ": ours " + value + ", CGSuite " + rows.get(i)[1]);
            }
        }
        assertEquals(List.of(), wrong);
    }
}
