package org.cgcheck.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a claim file as UTF-8, turning every failure into a one-line user error. */
final class ClaimSources {
    private ClaimSources() {
    }

    /** A file that cannot be read as claims; the message is complete ("FILE:1:5: ..."). */
    static final class Unreadable extends Exception {
        Unreadable(String message) {
            super(message, null, false, false);
        }
    }

    static String read(Path f) throws Unreadable {
        byte[] bytes;
        try {
            if (Files.isDirectory(f)) {
                throw new Unreadable(f + ": is a directory, not a claim file");
            }
            bytes = Files.readAllBytes(f);
        } catch (NoSuchFileException e) {
            throw new Unreadable(f + ": no such file");
        } catch (AccessDeniedException e) {
            throw new Unreadable(f + ": permission denied");
        } catch (IOException e) {
            throw new Unreadable(f + ": cannot be read (" + e.getMessage() + ")");
        } catch (OutOfMemoryError e) {
            throw new Unreadable(f + ": too large to read");
        }
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            String s = dec.decode(in).toString();
            return s.startsWith("\uFEFF") ? s.substring(1) : s;      // a byte-order mark is not part of the text
        } catch (CharacterCodingException e) {
            throw new Unreadable(f + ":" + where(bytes) + ": not UTF-8 text (save the file as UTF-8)");
        }
    }

    /** line:col of the first byte that is not valid UTF-8. */
    private static String where(byte[] bytes) {
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        dec.decode(in, out, true);          // stops at the first malformed byte
        int bad = in.position();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < bad; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int col = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8).length() + 1;
        return line + ":" + col;
    }
}
