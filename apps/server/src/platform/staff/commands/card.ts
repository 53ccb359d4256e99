import { randomBytes } from 'node:crypto';
import type { StaffCardOut, StaffCardProductOut } from '../../../modules/card/index.ts';
import { createAction, listAction, type StaffAction } from '../catalogue-actions.ts';
import { memberOf, positiveInt, readArgs } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';
import { prepaidActions } from './card-prepaid.ts';

const limit = (n: number | null) => (n === null ? '∞' : String(n));

function validityText(v: StaffCardProductOut['validity']): string {
  if (v.mode === 'fixed') return `${v.startsOn}…${v.endsOn}`;
  return `${v.days} days from ${v.from === 'firstUse' ? 'first use' : 'purchase'}`;
}

/** A product's measure: a pass card's times, a prepaid or shopping card's face value. */
const measure = (p: StaffCardProductOut) =>
  p.faceValue === null ? `×${p.times ?? '-'}` : `¥${p.faceValue.toFixed(2)}`;

function productLine(p: StaffCardProductOut): string {
  const where = p.storeId === null ? 'chain' : `store ${p.storeId}`;
  const left = p.total === null ? 'unlimited' : `${p.remaining}/${p.total} left`;
  // A promotion card shows the code its page is opened by and the promotion it unlocks.
  const unlock = p.code === null ? '' : `  code ${p.code} → promotion #${p.promotionId}`;
  return `#${p.id}  ${p.status.padEnd(6)}  ${p.kind} ${measure(p)}  ¥${p.price.toFixed(2)}  ${left}  buy ${limit(p.buyLimit)} each  ${validityText(p.validity)}  ${where}${unlock}  ${p.name}`;
}

function cardLine(c: StaffCardOut): string {
  const until = c.validUntil ? c.validUntil.slice(0, 10) : 'from first use';
  return `#${c.id}  ${c.number}  ${c.state.padEnd(15)}  ${c.timesLeft ?? '-'}/${c.timesTotal ?? '-'} left  until ${until}  ${c.name}`;
}

const products: Record<string, StaffAction> = {
  list: listAction<StaffCardProductOut>('cards/products', 'products', productLine, 'No card products.'),
  create: createAction<StaffCardProductOut>('cards/products', productLine, 'card product'),
  async end([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    io.out(productLine(await io.client.post<StaffCardProductOut>(`cards/products/${id}/end`)));
    return 0;
  },
};

const actions: Record<string, StaffAction> = {
  ...prepaidActions,
  products([action, ...rest], io) {
    const run = action ? products[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
  async use(args, io) {
    const read = readArgs(args, ['--code', '--card']);
    const payCode = read?.options['--code'];
    const card = read?.options['--card'];
    // By the card's number, or by the member's payment code (and the card's id when they hold several).
    const [first, ...after] = read?.positionals ?? [];
    const [number, store, key, ...extra] =
      payCode === undefined ? [first, ...after] : [undefined, first, ...after];
    const storeId = positiveInt(store);
    const cardId = card === undefined ? undefined : positiveInt(card);
    if (!read || (!number && !payCode) || storeId === null || cardId === null || extra.length > 0)
      return WRONG_USAGE;
    if (cardId !== undefined && payCode === undefined) return WRONG_USAGE;
    // Without a key of the till's, each run is a use of its own; give one to make a retry safe.
    const who = payCode === undefined ? { number } : { payCode: payCode.replace(/\s/g, ''), cardId };
    const body = { ...who, storeId, key: key ?? `cli-${randomBytes(9).toString('base64url')}` };
    const done = await io.client.post<{ applied: boolean; card: StaffCardOut }>('cards/use', body);
    io.out(
      done.applied
        ? `Used one time: ${cardLine(done.card)}`
        : `Already used with key ${body.key}: ${cardLine(done.card)}`,
    );
    return 0;
  },
  async disable([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    io.out(cardLine(await io.client.post<StaffCardOut>(`cards/${id}/disable`)));
    return 0;
  },
  async member([target, ...extra], io) {
    const member = memberOf(target);
    if (!member || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.get<{ memberNo: string; cards: StaffCardOut[] }>('cards', member);
    if (done.cards.length === 0) io.err(`Member ${done.memberNo} holds no cards.`);
    for (const c of done.cards) io.out(cardLine(c));
    return 0;
  },
};

/**
 * `cards products list [--store N]` | `products create <json>` | `products end <id>` | `use <number> <storeId>
 * [key]` | `use --code <payCode> [--card <cardId>] <storeId> [key]` | `disable <cardId>` | `member <phone>[:<memberNo>]` | `print …` | `spend …` (card-prepaid.ts): card
 * products, a pass card used at the counter (one time, once per key), a card withdrawn, a member's cards, a batch
 * of prepaid cards printed, a prepaid card spent at the till.
 */
export const cardsCommand: StaffCommand = {
  name: 'cards',
  args: 'products list [--store N] | products create <json> | products end <id> | use <number> <storeId> [key] | use --code <payCode> [--card <cardId>] <storeId> [key] | disable <cardId> | member <phone> | print <productId> <storeId> <count> [--out file.csv] | spend <number> <storeId> <amount> [key]',
  summary:
    'card products, using a pass card at the counter, disabling a card, a member’s cards, printing and spending prepaid cards',
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
