package org.cgcheck.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Supplies every value born by day {@code value()} (1, 4, 22 or 1474 games) to a
 * {@code @ParameterizedTest}, in cgcheck's deterministic order.
 *
 * <pre>{@code
 * @ParameterizedTest
 * @GamesBornBy(2)
 * void doubleNegation(Game g) { assertSame(g, g.negate().negate()); }
 * }</pre>
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@ArgumentsSource(GamesBornByProvider.class)
public @interface GamesBornBy {
    /** The birthday bound, 0..3. */
    int value();

    /** A kind filter: values, numbers, nimbers, dicotic, infinitesimal, reduced, ... */
    String kind() default "values";
}
