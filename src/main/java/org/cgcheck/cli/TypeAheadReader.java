package org.cgcheck.cli;

import java.io.IOException;
import java.util.Map;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;

/**
 * JLine's line reader, except that it does not redraw the line while more typed or pasted
 * characters are already waiting. JLine redraws the whole line after every key, so a 24 KB line
 * pasted without bracketed paste took 20 s (quadratic); now it is drawn once the input pauses.
 */
final class TypeAheadReader extends LineReaderImpl {
    TypeAheadReader(Terminal terminal, String appName, Map<String, Object> variables) {
        super(terminal, appName, variables);
    }

    @Override
    public boolean redisplay() {
        if (inputWaiting()) {
            return true;            // the next key redraws; the last one of a paste finds nothing waiting
        }
        return super.redisplay();
    }

    private boolean inputWaiting() {
        try {
            return terminal.reader().peek(1) >= 0;      // waits at most 1 ms; 0 would wait for ever
        } catch (IOException e) {
            return false;
        }
    }
}
