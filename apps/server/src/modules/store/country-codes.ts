import type { CountryCodeOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { callingCodes } from './calling-codes.ts';

/** The regions listed first: the app's stores are in mainland China, then the other Chinese-speaking regions. */
const first = ['CN', 'HK', 'MO', 'TW'];

const cache = new Map<Locale, CountryCodeOut[]>();

/**
 * GetCountryCodeList (SPEC §7): every region's calling code with its name in the reader's language
 * (Intl.DisplayNames, the code itself where ICU has no name), the first regions on top, the rest by name in the
 * reader's collation. Built once per locale: the list never changes while the app runs.
 */
export function countryCodes(locale: Locale): CountryCodeOut[] {
  const known = cache.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const all = callingCodes.map(([region, code]) => ({ region, code, name: names.of(region) ?? region }));
  const top = first.flatMap((region) => all.filter((c) => c.region === region));
  const rest = all.filter((c) => !first.includes(c.region)).sort((a, b) => collator.compare(a.name, b.name));
  const list = [...top, ...rest];
  cache.set(locale, list);
  return list;
}
