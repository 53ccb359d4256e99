import { errorCatalogue } from '@shop/contracts';

/**
 * The server's Chinese messages (SPEC §1, the catalogue of packages/contracts/src/wire/errors.ts) turned back into
 * their code and parameters. Used to recover `{Stock}`-style values for a translated message, and as the
 * fallback when a response carries a message but no code the client knows.
 */

type Params = Record<string, string>;

interface Pattern {
  code: string;
  regex: RegExp;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A catalogue template as a regex: `{Stock}` (or an amount's `{Amount:money}`, which the server shows formatted)
 * becomes a named group; a `：detail` suffix is allowed.
 */
function toRegex(template: string): RegExp {
  const body = template
    .split(/(\{\w+(?::money)?\})/)
    .map((part) => {
      const name = /^\{(\w+)(?::money)?\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : escapeRegex(part);
    })
    .join('');
  return new RegExp(`^${body}(?:[：:].*)?$`, 's');
}

let patterns: Pattern[] | null = null;

function allPatterns(): Pattern[] {
  patterns ??= Object.entries(errorCatalogue).map(([code, entry]) => ({ code, regex: toRegex(entry.zh) }));
  return patterns;
}

/** The parameters a server message filled into its code's template ({} when it has none or differs). */
export function paramsFromMessage(code: string, message: string): Params {
  const pattern = allPatterns().find((p) => p.code === code);
  return { ...pattern?.regex.exec(message)?.groups };
}

/** The code of a known Chinese message, with its parameters; null for a text the catalogue does not have. */
export function matchKnownMessage(message: string): { code: string; params: Params } | null {
  for (const p of allPatterns()) {
    const match = p.regex.exec(message);
    if (match) return { code: p.code, params: { ...match.groups } };
  }
  return null;
}
