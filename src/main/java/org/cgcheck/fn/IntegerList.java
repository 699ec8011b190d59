package org.cgcheck.fn;

import java.math.BigInteger;
import java.util.List;

/** A list of integers ({@code [2, 3, 7]}) as the lower layers read it: a subtraction set, say. */
public interface IntegerList {
    List<BigInteger> items();
}
