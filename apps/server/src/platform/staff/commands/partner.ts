import type {
  StaffCashOutOut,
  StaffPartnerLevelOut,
  StaffPartnerOut,
} from '../../../modules/partner/index.ts';
import { positiveInt } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function partnerLine(p: StaffPartnerOut): string {
  const until = p.expiresAt ? `until ${p.expiresAt.slice(0, 10)}` : 'no end';
  return `member ${p.memberId}  ${p.status.padEnd(8)}  level #${p.levelId}  via ${p.via}  agreement v${p.agreementVersion}  ${until}`;
}

function levelLine(l: StaffPartnerLevelOut): string {
  const price = l.price === null ? 'not for sale' : `¥${l.price.toFixed(2)}`;
  const days = l.validityDays === null ? 'no end' : `${l.validityDays} days`;
  const open = l.open ? '' : '  (closed)';
  return `#${l.id}  rank ${l.rank}  ${l.firstRate / 100}% / ${l.secondRate / 100}%  ${price}  ${days}  ${l.name}${open}`;
}

/** A JSON argument, or undefined when it does not parse. */
function jsonOf(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cashOutLine(c: StaffCashOutOut): string {
  const money = `¥${c.amount.toFixed(2)} − fee ¥${c.fee.toFixed(2)} = pay ¥${c.payout.toFixed(2)}`;
  const note = c.staffNote ? `  note: ${c.staffNote}` : '';
  return `#${c.id}  ${c.status.padEnd(9)}  member ${c.memberId}  ${money}  ${c.method} ${c.account}  “${c.remark}”  (${c.createdAt.slice(0, 16)})${note}`;
}

const statusOf = (args: string[]) => {
  const at = args.indexOf('--status');
  return at >= 0 ? args[at + 1] : undefined;
};

async function decide(kind: 'partners' | 'cash-outs', verb: string, [id, ...note]: string[], io: CommandIo) {
  if (positiveInt(id) === null) return WRONG_USAGE;
  if (kind === 'partners') {
    if (note.length > 0) return WRONG_USAGE;
    io.out(partnerLine(await io.client.post<StaffPartnerOut>(`partner/partners/${id}/${verb}`)));
  } else {
    const body = note.length > 0 ? { note: note.join(' ') } : {};
    io.out(cashOutLine(await io.client.post<StaffCashOutOut>(`partner/cash-outs/${id}/${verb}`, body)));
  }
  return 0;
}

const actions: Record<string, (args: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>> = {
  async applications(args, io) {
    const status = statusOf(args);
    const { partners } = await io.client.get<{ partners: StaffPartnerOut[] }>(
      'partner/partners',
      status ? { status } : {},
    );
    if (partners.length === 0) io.err('No partners in that state.');
    for (const p of partners) io.out(partnerLine(p));
    return 0;
  },
  approve: (args, io) => decide('partners', 'approve', args, io),
  refuse: (args, io) => decide('partners', 'reject', args, io),
  async make([member, level, ...extra], io) {
    if (positiveInt(member) === null || positiveInt(level) === null || extra.length > 0) return WRONG_USAGE;
    const body = { memberId: Number(member), levelId: Number(level) };
    io.out(partnerLine(await io.client.post<StaffPartnerOut>('partner/partners', body)));
    return 0;
  },
  async revoke([member, ...extra], io) {
    if (positiveInt(member) === null || extra.length > 0) return WRONG_USAGE;
    io.out(partnerLine(await io.client.post<StaffPartnerOut>(`partner/partners/${member}/revoke`)));
    return 0;
  },
  async levels([store, ...extra], io) {
    if (positiveInt(store) === null || extra.length > 0) return WRONG_USAGE;
    const { levels } = await io.client.get<{ levels: StaffPartnerLevelOut[] }>('partner/levels', {
      storeId: String(store),
    });
    if (levels.length === 0) io.err('No partner levels.');
    for (const l of levels) io.out(levelLine(l));
    return 0;
  },
  async 'level-add'([json, ...extra], io) {
    const body = jsonOf(json);
    if (body === undefined || extra.length > 0) return WRONG_USAGE;
    io.out(levelLine(await io.client.post<StaffPartnerLevelOut>('partner/levels', body)));
    return 0;
  },
  async commission([product, json, ...extra], io) {
    const body = jsonOf(json);
    if (positiveInt(product) === null || body === undefined || extra.length > 0) return WRONG_USAGE;
    const set = await io.client.put<Record<string, number | null>>(
      `partner/products/${product}/commission`,
      body,
    );
    io.out(`Product #${product}: ${JSON.stringify(set)}`);
    return 0;
  },
  async 'cash-outs'(args, io) {
    const status = statusOf(args);
    const { cashOuts } = await io.client.get<{ cashOuts: StaffCashOutOut[] }>(
      'partner/cash-outs',
      status ? { status } : {},
    );
    if (cashOuts.length === 0) io.err('No cash-outs in that state.');
    for (const c of cashOuts) io.out(cashOutLine(c));
    return 0;
  },
  confirm: (args, io) => decide('cash-outs', 'confirm', args, io),
  reject: (args, io) => decide('cash-outs', 'reject', args, io),
  async release(args, io) {
    if (args.length > 0) return WRONG_USAGE;
    const { released } = await io.client.post<{ released: number }>('partner/release');
    io.out(`${released} commission entries released`);
    return 0;
  },
};

/**
 * `partner applications [--status S]` | `approve <memberId>` | `refuse <memberId>` | `make <memberId> <levelId>` |
 * `revoke <memberId>` | `levels <storeId>` | `level-add <json>` | `commission <productId> <json>` |
 * `cash-outs [--status S]` | `confirm <id> [note]` | `reject <id> [note]` | `release`: partner applications and
 * levels, a product's own commission, and cash-outs confirmed paid or rejected (returned), each only from
 * 'requested'.
 */
export const partnerCommand: StaffCommand = {
  name: 'partner',
  args: 'applications [--status S] | approve <member> | refuse <member> | make <member> <level> | revoke <member> | levels <store> | level-add <json> | commission <product> <json> | cash-outs [--status S] | confirm <id> [note] | reject <id> [note] | release',
  summary:
    'partner applications and levels, product commissions, cash-outs confirmed paid or rejected, the release',
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
