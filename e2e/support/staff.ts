import { execFile } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';

/** The staff API route that lists a recipient kind's demo codes, and what the codes are called. */
const demoCodes = {
  phone: { route: 'sms-codes', what: 'SMS' },
  email: { route: 'email-codes', what: 'email' },
} as const;

/** Reads the latest demo code sent to a phone or an address through the staff API. */
async function latestDemoCode(
  request: APIRequestContext,
  kind: keyof typeof demoCodes,
  recipient: string,
): Promise<string> {
  const { route, what } = demoCodes[kind];
  const res = await request.get(`/staff/${route}?${kind}=${encodeURIComponent(recipient)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()}`);
  const body = (await res.json()) as { Result: { codes: Array<{ code: string }> } };
  const latest = body.Result.codes[0];
  if (!latest) throw new Error(`no ${what} code for ${recipient}`);
  return latest.code;
}

/** Reads the latest demo SMS code for a phone through the staff API, as a store owner would in the demo. */
export function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  return latestDemoCode(request, 'phone', phone);
}

/** Reads the latest login code emailed to an address (no mail provider in the demo) through the staff API. */
export function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  return latestDemoCode(request, 'email', email);
}

/** Moves an order one step as the store does (accept, ready, complete, cancel, refund) through the staff API. */
export async function staffOrderStep(
  request: APIRequestContext,
  orderNo: string,
  step: string,
): Promise<void> {
  const res = await request.post(`/staff/orders/${orderNo}/${step}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff ${step} of ${orderNo} answered ${res.status()}`);
}

/** Moves a dine-in ticket in the kitchen (preparing, ready, served) through the staff API, as the kitchen does. */
export async function staffKitchenStep(
  request: APIRequestContext,
  orderNo: string,
  step: 'preparing' | 'ready' | 'served',
): Promise<void> {
  const res = await request.post(`/staff/orders/${orderNo}/kitchen/${step}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff kitchen ${step} of ${orderNo} answered ${res.status()}`);
}

/**
 * Plays the merchant and the sandbox courier for a delivery order through the staff API (modules/delivery):
 * accept, dispatch, pickup (a rider named Sandbox Rider unless `rider` is given), deliver, arrive, and the
 * exceptions returning / returned. `npm run staff -- delivery <orderNo> <step>` does the same from a shell.
 */
export async function staffDeliveryStep(
  request: APIRequestContext,
  orderNo: string,
  step: 'accept' | 'dispatch' | 'pickup' | 'deliver' | 'arrive' | 'returning' | 'returned',
  rider?: { name: string; phone: string },
): Promise<void> {
  const res = await request.post(`/staff/deliveries/${orderNo}/${step}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: rider ? { rider } : {},
  });
  if (!res.ok()) throw new Error(`staff delivery ${step} of ${orderNo} answered ${res.status()}`);
}

/** Reports the sandbox rider's position for a delivery order on its way, through the staff API. */
export async function staffRiderPosition(
  request: APIRequestContext,
  orderNo: string,
  at: { latitude: number; longitude: number },
): Promise<void> {
  const res = await request.post(`/staff/deliveries/${orderNo}/position`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: at,
  });
  if (!res.ok()) throw new Error(`staff rider position of ${orderNo} answered ${res.status()}`);
}

interface StaffTable {
  storeId: number;
  number: string;
  code: string;
}

/** The link a demo table's QR code carries, read from the staff API as the store prints it. */
export async function staffTableLink(request: APIRequestContext, tableNo: string): Promise<string> {
  const res = await request.get('/staff/tables', { headers: { authorization: `Bearer ${staffToken}` } });
  const tables = ((await res.json()) as { Result: { tables: StaffTable[] } }).Result.tables;
  const table = tables.find((t) => t.number === tableNo);
  if (!table) throw new Error(`no demo table ${tableNo}`);
  return `/?storeid=${table.storeId}&tableno=${table.code}`;
}

/**
 * Runs `npm run staff -- <args>` against the journey's server (the real command line, as a cashier would at the
 * till) and returns its exit code and output.
 */
export function runStaffCommand(
  baseURL: string,
  args: string[],
): Promise<{ code: number; out: string; err: string }> {
  const cli = new URL('../../apps/server/src/platform/staff/cli.ts', import.meta.url).pathname;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      {
        env: { ...process.env, STAFF_URL: baseURL, STAFF_TOKEN: staffToken, DATABASE_URL: '' },
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: stdout, err: stderr });
      },
    );
  });
}

/** A pass card product the store sells, created through the staff API (modules/card): its id. Price in yuan. */
export async function staffPassCardProduct(
  request: APIRequestContext,
  product: {
    name: string;
    price: number;
    times: number;
    days: number;
    translations?: Record<string, { name?: string; description?: string }>;
  },
): Promise<number> {
  const res = await request.post('/staff/cards/products', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: {
      name: product.name,
      price: product.price,
      times: product.times,
      validity: { mode: 'days', from: 'purchase', days: product.days },
      ...(product.translations ? { translations: product.translations } : {}),
    },
  });
  if (!res.ok()) throw new Error(`staff card product answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { Result: { id: number } }).Result.id;
}

/** Uses one time of a pass card at a store's counter by its number, as the till does (POST /staff/cards/use). */
export async function staffUseCard(
  request: APIRequestContext,
  number: string,
  storeId: number,
): Promise<void> {
  const res = await request.post('/staff/cards/use', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { number, storeId, key: `e2e-${number}-${Date.now()}` },
  });
  if (!res.ok()) throw new Error(`staff card use answered ${res.status()}: ${await res.text()}`);
}
