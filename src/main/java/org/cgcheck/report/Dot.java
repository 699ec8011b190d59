package org.cgcheck.report;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.dot.DOTExporter;

/** Graphviz DOT text for a jgrapht graph, vertices labelled by their printed form. */
public final class Dot {
    private Dot() {
    }

    public static <V, E> String export(Graph<V, E> graph, String name,
            java.util.function.Function<E, Map<String, Attribute>> edgeAttributes) {
        Map<V, String> ids = new LinkedHashMap<>();
        for (V v : graph.vertexSet()) {
            ids.put(v, "n" + ids.size());
        }
        DOTExporter<V, E> exporter = new DOTExporter<>(ids::get);
        exporter.setGraphIdProvider(() -> name);
        exporter.setVertexAttributeProvider(v -> {
            Map<String, Attribute> m = new LinkedHashMap<>();
            m.put("label", DefaultAttribute.createAttribute(v.toString()));
            return m;
        });
        if (edgeAttributes != null) {
            exporter.setEdgeAttributeProvider(edgeAttributes);
        }
        StringWriter w = new StringWriter();
        exporter.exportGraph(graph, w);
        return w.toString();
    }
}
