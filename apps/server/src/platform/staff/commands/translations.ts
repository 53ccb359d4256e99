import { isLocale } from '@shop/domain';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface EntityText {
  entity: string;
  id: number | string;
  base: Record<string, unknown>;
  translations: Record<string, Record<string, unknown>>;
}

/** A row's number, or an entity's own id such as a page section's `12:notice` (sent encoded). */
const ID = /^[^\s/]{1,100}$/;

function show(value: unknown): string {
  return Array.isArray(value) ? value.join(' | ') : String(value ?? '');
}

function print(text: EntityText, out: (line: string) => void): void {
  out(`${text.entity} ${text.id}`);
  for (const [field, value] of Object.entries(text.base)) out(`  base     ${field}: ${show(value)}`);
  for (const [locale, fields] of Object.entries(text.translations)) {
    for (const [field, value] of Object.entries(fields))
      out(`  ${locale.padEnd(8)} ${field}: ${show(value)}`);
  }
}

/**
 * `field=value` pairs to a write: `name=珍珠奶茶`; an empty value (`name=`) removes the translation; a value in
 * brackets is a JSON list (`benefits=["免运费","生日礼"]`). Null when a pair has no `=` or a bad list.
 */
export function fieldValues(pairs: string[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return null;
    const value = pair.slice(eq + 1);
    if (value.startsWith('[')) {
      try {
        out[pair.slice(0, eq)] = JSON.parse(value);
      } catch {
        return null;
      }
    } else out[pair.slice(0, eq)] = value === '' ? null : value;
  }
  return out;
}

/**
 * `translations <entity> <id>`: a record's base text and its translations, locale by locale; `translations
 * <entity>`: every record of it (ids of levels, profile fields, page sections); `translations list`: the kinds.
 */
export const translationsCommand: StaffCommand = {
  name: 'translations',
  args: '<entity> [<id>]',
  summary:
    'show the base text and translations of a product, level, page section… (no id: all of them; translations list: the kinds)',
  async run(args, io) {
    const [entity, id] = args;
    if (entity === 'list' && id === undefined) {
      const all = await io.client.get<{
        entities: Array<{ entity: string; fields: Array<{ name: string }> }>;
      }>('translations');
      for (const e of all.entities) io.out(`${e.entity}: ${e.fields.map((f) => f.name).join(', ')}`);
      return 0;
    }
    if (!entity || args.length > 2 || (id !== undefined && !ID.test(id))) return WRONG_USAGE;
    const path = `translations/${encodeURIComponent(entity)}`;
    if (id === undefined) {
      const all = await io.client.get<{ records: EntityText[] }>(path);
      if (all.records.length === 0) io.err('Nothing to translate.');
      for (const record of all.records) print(record, io.out);
      return 0;
    }
    print(await io.client.get<EntityText>(`${path}/${encodeURIComponent(id)}`), io.out);
    return 0;
  },
};

/** `translate <entity> <id> <locale> field=value…`: writes one locale's translations of a row. */
export const translateCommand: StaffCommand = {
  name: 'translate',
  args: '<entity> <id> <en|es|zh-CN|zh-Hant> <field>=<text>…',
  summary: 'translate store text, e.g. translate product 10001 zh-CN name=珍珠奶茶 (name= removes it)',
  async run(args, io) {
    const [entity, id, locale, ...pairs] = args;
    if (!entity || !id || !ID.test(id) || !locale || !isLocale(locale) || pairs.length === 0)
      return WRONG_USAGE;
    const body = fieldValues(pairs);
    if (!body) return WRONG_USAGE;
    const path = `translations/${encodeURIComponent(entity)}/${encodeURIComponent(id)}/${locale}`;
    print(await io.client.put<EntityText>(path, body), io.out);
    return 0;
  },
};
