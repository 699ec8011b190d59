package org.cgcheck.report;

/**
 * The explorer's controls for a class: the switch that hides the answers (winning moves, values,
 * outcomes) until "reveal", the buttons that start a game against the computer, the misère
 * outcome shown instead of the normal-play value, and the style that hides what a student should
 * find, and lays a game out on a phone (board, turn and moves on one screen, no thermograph).
 */
final class ClassroomControls {
    private ClassroomControls() {
    }

    static final String STYLE = String.join("\n",
            "#root.nohints .tag, #root.nohints .val, #root.nohints #facts, #root.nohints #thermograph,",
            "  #root.nohints #pending, #root.nohints #mfacts, #root.nohints .answer { display: none; }",
            "#root.nohints button.move.wins { border: 1px solid #888; background: #fafafa; }",
            "#root.playing #thermograph { display: none; }",
            "#root [hidden] { display: none !important; }",
            // Read from the back of a room: the thermograph's words at 16 px in its own units, about 15 px on the page.
            "#thermograph svg { max-width: min(100%, 26rem); } #thermograph svg text { font-size: 16px; }",
            ".misere { border-left: 4px solid #6a1b9a; background: #f5eefa; padding: .4rem .8rem; }",
            "#clickhint { color: var(--muted); margin: .2rem 0; min-height: 1.2em; }",
            "#picture rect.cell, #picture [data-token], #picture [data-edge] { cursor: pointer; }",
            // A phone in a game: the turn, the board and the moves on one screen, the rest below them.
            "@media (max-width: 40rem) {",
            "  #root.playing .desc, #root.playing #whole, #root.playing #notice { display: none; }",
            "  #root.playing h1 { font-size: 1.1rem; margin: .2rem 0; }",
            "  #root.playing .modes > :not(#hints):not(#mode-analysis) { display: none; }",
            "  #root.playing .modes { margin: .2rem 0; } #root.playing .modes button { padding: .2rem .4rem; font-size: .85rem; }",
            "  #root.playing #turn { margin: .3rem 0; padding: .2rem .6rem; }",
            "  #root.playing #path { display: none; }",
            "  #root.playing .explorer { gap: .3rem; }",
            "  #root.playing #name { display: none; }",
            "  #root.playing #picture { margin: .2rem 0; }",
            "  #root.playing #picture svg { max-height: 42vh; width: auto; max-width: 100%; }",
            "  #root.playing dl, #root.playing #lastmove { display: none; }",
            "  #root.playing .movebox h2 { font-size: 1rem; margin: .2rem 0; }",
            "  #root.playing ul.moves li { margin: .1rem 0; }",
            "  #root.playing ul.moves button { padding: .15rem .5rem; }",
            "}");

    /** The buttons in the page's mode bar: hide or reveal the answers, and games against the computer. */
    static String buttons(boolean impartial) {
        StringBuilder b = new StringBuilder("<button type=\"button\" id=\"hints\" aria-pressed=\"false\">Hide the answers</button>");
        b.append("<span>Play against the computer:</span>");
        if (impartial) {
            b.append(cpu("LL", "you start")).append(cpu("LR", "the computer starts"));
        } else {
            b.append(cpu("LL", "you are Left, Left starts")).append(cpu("RL", "you are Left, Right starts"))
                    .append(cpu("RR", "you are Right, Right starts")).append(cpu("LR", "you are Right, Left starts"));
        }
        return b.toString();
    }

    /** {@code firstHuman}: who starts and who the student is ("LR": Left starts, the student is Right). */
    private static String cpu(String firstHuman, String text) {
        return "<button type=\"button\" id=\"cpu-" + firstHuman + "\" data-cpu=\"" + firstHuman + "\">" + text + "</button>";
    }

    /** In misère play, who wins instead of the value (which is normal play's). */
    static String facts(boolean misere, boolean impartial) {
        if (!misere) {
            return "";
        }
        return "<dl id=\"mfacts\">\n<dt>Who wins (misère play)</dt><dd id=\"outcome\"></dd>\n</dl>\n"
                + (impartial ? "" : "<p class=\"gloss\">The value, temperature and thermograph are normal play's: this page"
                + " does not show them in misère play.</p>\n");
    }
}
