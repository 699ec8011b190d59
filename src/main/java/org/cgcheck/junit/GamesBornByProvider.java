package org.cgcheck.junit;

import java.util.stream.Stream;
import org.cgcheck.universe.Kind;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.AnnotationConsumer;

/** The provider behind {@link GamesBornBy}. */
public final class GamesBornByProvider implements ArgumentsProvider, AnnotationConsumer<GamesBornBy> {
    private int day;
    private Kind kind;

    @Override
    public void accept(GamesBornBy annotation) {
        day = annotation.value();
        kind = Kind.parse(annotation.kind());
        if (kind == null || !kind.isValueKind()) {
            throw new IllegalArgumentException("@GamesBornBy: unknown value kind '" + annotation.kind() + "'");
        }
    }

    @Override
    public Stream<? extends Arguments> provideArguments(ExtensionContext context) {
        return kind.bornBy(day).stream().map(Arguments::of);
    }
}
