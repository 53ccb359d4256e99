import type { TranslatableField, TranslatableItem } from '../entity-translations.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface EntityListing {
  entity: string;
  fields: Record<string, TranslatableField>;
  items: TranslatableItem[];
}

const show = (value: string | string[]) => (Array.isArray(value) ? value.join(' | ') : value);

/** One record as lines: its id and base text, then each locale's fields. */
function itemLines(item: TranslatableItem): string[] {
  const base = Object.entries(item.base).map(([f, v]) => `${f}: ${show(v)}`);
  const lines = [`${item.id}  ${base.join('; ')}`];
  for (const [locale, fields] of Object.entries(item.translations)) {
    const texts = Object.entries(fields ?? {}).map(([f, v]) => `${f}: ${show(v)}`);
    lines.push(`    ${locale.padEnd(7)} ${texts.join('; ')}`);
  }
  return lines;
}

/** `translations <entity>`: every record of an entity with its base text and translations. */
export const translationsCommand: StaffCommand = {
  name: 'translations',
  args: '<levels|profile-fields|page-sections>',
  summary: 'list the store texts of an entity with their translations (es, zh-CN, zh-Hant)',
  async run(args, io) {
    const [entity] = args;
    if (args.length !== 1 || !entity || !/^[a-z-]{1,40}$/.test(entity)) return WRONG_USAGE;
    const listing = await io.client.get<EntityListing>(`translations/${entity}`);
    if (listing.items.length === 0) io.err('Nothing to translate.');
    for (const item of listing.items) for (const line of itemLines(item)) io.out(line);
    return 0;
  },
};

/**
 * The fields of `translate`: `field=value` each; a list field's lines split on `|`; an empty value removes the
 * field's translation. Null when an argument is not `field=value` or names a field the entity lacks.
 */
export function parseFieldArgs(
  args: string[],
  fields: Record<string, TranslatableField>,
): Record<string, string | string[]> | null {
  const out: Record<string, string | string[]> = {};
  for (const arg of args) {
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : '';
    const field = fields[name];
    if (!field) return null;
    const value = arg.slice(eq + 1);
    out[name] =
      field.kind === 'list' ? (value.trim() === '' ? [] : value.split('|').map((v) => v.trim())) : value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** `translate <entity> <id> <locale> field=value…`: writes one locale's texts of one record. */
export const translateCommand: StaffCommand = {
  name: 'translate',
  args: '<entity> <id> <locale> <field>=<value>…',
  summary: 'translate a store text, e.g. translate levels silver zh-Hant name=白銀會員 "benefits=A|B"',
  async run(args, io) {
    const [entity, id, locale, ...rest] = args;
    if (!entity || !id || !locale || !/^[a-z-]{1,40}$/.test(entity)) return WRONG_USAGE;
    const { fields: known } = await io.client.get<EntityListing>(`translations/${entity}`);
    const fields = parseFieldArgs(rest, known);
    if (!fields) return WRONG_USAGE;
    const item = await io.client.post<TranslatableItem>(`translations/${entity}`, { id, locale, fields });
    for (const line of itemLines(item)) io.out(line);
    return 0;
  },
};
