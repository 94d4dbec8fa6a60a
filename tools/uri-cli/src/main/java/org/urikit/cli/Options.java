package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;
import org.urikit.Rfc;

/**
 * The options and inputs of one command, parsed by hand (no library: start-up stays quick and
 * the jar holds nothing but urikit).
 *
 * <p>Syntax: options start with {@code --} and take their value either as the next argument or
 * after {@code =} ({@code --format json}, {@code --format=json}); they may come before or after
 * the inputs; {@code --} ends the options, so that an input may start with {@code -}. A lone
 * {@code -} is an input. Each option may be given once.
 */
final class Options {
    final Command command;
    Rfc rfc = Rfc.RFC_3986;
    @Nullable String rule;
    @Nullable String format;
    @Nullable String base;
    boolean nonStrict;
    boolean schemeBased;
    boolean transitional;
    boolean std3;
    boolean checkHyphens;
    boolean verifyDnsLength;
    boolean whatwg;
    boolean rfcGiven;
    boolean help;
    final List<String> inputs = new ArrayList<>();
    private final List<String> seen = new ArrayList<>();

    private Options(Command command) {
        this.command = command;
    }

    static Options parse(Command command, String[] args, int from) throws UsageException {
        Options o = new Options(command);
        boolean onlyInputs = false;
        for (int i = from; i < args.length; i++) {
            String a = args[i];
            if (onlyInputs || a.equals("-") || !a.startsWith("-")) {
                o.inputs.add(a);
                continue;
            }
            if (a.equals("--")) {
                onlyInputs = true;
                continue;
            }
            if (a.equals("-h") || a.equals("--help")) {
                o.help = true;
                continue;
            }
            int eq = a.indexOf('=');
            String name = a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a;
            String inline = a.startsWith("--") && eq > 0 ? a.substring(eq + 1) : null;
            if (!command.options().contains(name)) {
                throw new UsageException("unknown option " + Display.show(name) + " for 'uri " + command.word()
                        + "' (an input starting with '-' goes after '--')");
            }
            if (o.seen.contains(name)) {
                throw new UsageException("option " + name + " given twice");
            }
            o.seen.add(name);
            if (Command.FLAGS.contains(name)) {
                if (inline != null) {
                    throw new UsageException("option " + name + " takes no value");
                }
                o.setFlag(name);
                continue;
            }
            String value = inline;
            if (value == null) {
                if (i + 1 >= args.length) {
                    throw new UsageException("option " + name + " needs a value");
                }
                value = args[++i];
            }
            o.setValue(name, value);
        }
        return o;
    }

    private void setFlag(String name) {
        switch (name) {
            case "--non-strict" -> nonStrict = true;
            case "--scheme-based" -> schemeBased = true;
            case "--transitional" -> transitional = true;
            case "--std3" -> std3 = true;
            case "--check-hyphens" -> checkHyphens = true;
            case "--verify-dns-length" -> verifyDnsLength = true;
            case "--whatwg" -> whatwg = true;
            default -> throw new IllegalStateException(name);
        }
    }

    private void setValue(String name, String value) throws UsageException {
        switch (name) {
            case "--rfc" -> {
                rfcGiven = true;
                try {
                    rfc = Rfc.of(value);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--rfc: " + e.getMessage());
                }
                if (!command.grammars().contains(rfc)) {
                    StringBuilder supported = new StringBuilder();
                    for (Rfc r : command.grammars()) {
                        supported.append(supported.length() == 0 ? "" : ", ").append(r.number());
                    }
                    throw new UsageException("'uri " + command.word() + "' does not support --rfc " + rfc.number()
                            + " (it supports " + supported + ")");
                }
            }
            case "--rule" -> rule = value;
            case "--format" -> {
                String f = value.toLowerCase(Locale.ROOT);
                if (!command.formats().contains(f)) {
                    throw new UsageException("--format " + Display.show(value) + " is not one of "
                            + String.join(", ", command.formats()) + " for 'uri " + command.word() + "'");
                }
                format = f;
            }
            case "--base" -> base = value;
            default -> throw new IllegalStateException(name);
        }
    }

    /** The chosen format, or the command's default (the first it lists). */
    String format() {
        return format != null ? format : command.formats().get(0);
    }
}
