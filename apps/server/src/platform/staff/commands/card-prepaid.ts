import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { PrintedCardOut, StaffPrepaidOut } from '../../../modules/card/index.ts';
import type { StaffAction } from '../catalogue-actions.ts';
import { positiveInt, readArgs } from '../command-args.ts';
import { WRONG_USAGE } from '../staff-command.ts';

/** The batch as CSV, one card a line: what goes to the printer. Numbers and passwords are digits: no quoting. */
export function printedCsv(cards: readonly PrintedCardOut[]): string {
  return `${['number,password', ...cards.map((c) => `${c.number},${c.password}`)].join('\n')}\n`;
}

function prepaidLine(c: StaffPrepaidOut): string {
  const holder = c.memberId === null ? 'unbound' : `member ${c.memberId}`;
  const until = c.validUntil ? c.validUntil.slice(0, 10) : 'from first use';
  return `#${c.id}  ${c.number}  ${c.state.padEnd(15)}  ¥${c.balance.toFixed(2)}  until ${until}  ${holder}  ${c.name}`;
}

/**
 * `cards print <productId> <storeId> <count> [--out file.csv]`: a batch of physical prepaid cards; the CSV
 * (number,password) goes to the file, else to the output — the only time the passwords are seen.
 * `cards spend <number> <storeId> <amount> [key]`: money taken off a prepaid card at the till, once per key.
 */
export const prepaidActions: Record<string, StaffAction> = {
  async print(args, io) {
    const read = readArgs(args, ['--out']);
    const [product, store, count, ...extra] = read?.positionals ?? [];
    const body = { productId: positiveInt(product), storeId: positiveInt(store), count: positiveInt(count) };
    if (!read || body.productId === null || body.storeId === null || body.count === null || extra.length > 0)
      return WRONG_USAGE;
    const done = await io.client.post<{ cards: PrintedCardOut[] }>('cards/print', body);
    const csv = printedCsv(done.cards);
    const file = read.options['--out'];
    if (file) {
      await writeFile(file, csv, { mode: 0o600 });
      io.out(
        `Printed ${done.cards.length} cards of ¥${done.cards[0]?.balance.toFixed(2)}; CSV written to ${file}`,
      );
    } else for (const line of csv.trimEnd().split('\n')) io.out(line);
    return 0;
  },
  async spend([number, store, amount, key, ...extra], io) {
    const storeId = positiveInt(store);
    const yuan = Number(amount);
    if (!number || storeId === null || !(yuan > 0) || extra.length > 0) return WRONG_USAGE;
    // Without a key of the till's, each run is a charge of its own; give one to make a retry safe.
    const body = { number, storeId, amount: yuan, key: key ?? `cli-${randomBytes(9).toString('base64url')}` };
    const done = await io.client.post<{ applied: boolean; card: StaffPrepaidOut }>('cards/spend', body);
    io.out(
      done.applied
        ? `Spent ¥${yuan.toFixed(2)}: ${prepaidLine(done.card)}`
        : `Already charged with key ${body.key}: ${prepaidLine(done.card)}`,
    );
    return 0;
  },
};
