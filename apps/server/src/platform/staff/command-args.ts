import { readFile } from 'node:fs/promises';

/** A command's arguments sorted into its `--name value` options and the rest, in order. */
export interface ReadArgs {
  options: Record<string, string>;
  positionals: string[];
}

/**
 * Reads the options a command knows (`--name value` or `--name=value`, the last one winning) from its arguments;
 * null when an option lacks its value or an argument looks like an option the command does not know.
 */
export function readArgs(args: string[], known: string[]): ReadArgs | null {
  const options: Record<string, string> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (!known.includes(name)) return null;
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined) return null;
    options[name] = value;
  }
  return { options, positionals };
}

/** The one argument of a command that takes exactly one, or null. */
export function soleArgument(args: string[]): string | null {
  return args.length === 1 && args[0] ? args[0] : null;
}

/** A command's JSON argument: a file path, or the JSON itself when it starts with `{` or `[`. */
export async function readJsonArgument(source: string): Promise<unknown> {
  const text = /^\s*[[{]/.test(source) ? source : await readFile(source, 'utf8');
  return JSON.parse(text) as unknown;
}

/** `phone[:memberNo]` as the member fields of a request; null when no phone is given. */
export function memberOf(target: string | undefined) {
  const [phone, memberNo] = (target ?? '').split(':');
  return phone ? { phone, ...(memberNo ? { memberNo } : {}) } : null;
}

/** A whole positive number typed as an argument, or null. */
export const positiveInt = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** What jsonArgumentOr answers when the argument could not be read (it has said why). */
export const UNREADABLE = Symbol('unreadable');

/**
 * A command's JSON argument (readJsonArgument), or UNREADABLE after writing why to `err` ("Cannot read the
 * promotion: …"), so each command that creates something from JSON says it the same way.
 */
export async function jsonArgumentOr(
  source: string,
  what: string,
  err: (line: string) => void,
): Promise<unknown> {
  try {
    return await readJsonArgument(source);
  } catch (error) {
    err(`Cannot read the ${what}: ${(error as Error).message}`);
    return UNREADABLE;
  }
}
