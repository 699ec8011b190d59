package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
    @Test
    void closeNamesAreSuggestedNearestFirstAndFarOnesNot() {
        List<String> known = List.of("rcf", "temperature", "sub", "conj", "leftstop", "rightstop");
        assertEquals(" (did you mean 'rcf'?)", Suggestions.didYouMean("rfc", known));      // a swap is one edit
        assertEquals(" (did you mean 'sub'?)", Suggestions.didYouMean("sbu", known));
        assertEquals(" (did you mean 'temperature'?)", Suggestions.didYouMean("tempreature", known));
        assertEquals(" (did you mean 'conj'?)", Suggestions.didYouMean("Conjj", known));     // case-insensitive
        assertEquals("", Suggestions.didYouMean("xyzzy", known));
        assertEquals(List.of("rightstop", "leftstop"), Suggestions.closest("lightstop", known));   // 1 edit, then 3
    }
}
