/** A table as a scan names it: by the code its QR carries, or by the number painted on it. */
export interface TableRef {
  code?: string;
  tableNo?: string;
}

/** The pages of the table flow (SPEC §2 scanCodeOrder). */
export const tablePaths = {
  index: '/subpackages/scanCodeOrder/index',
  menu: '/subpackages/scanCodeOrder/table',
  cart: '/subpackages/scanCodeOrder/shoppingCart',
  place: '/subpackages/scanCodeOrder/placeorder/tablePlace',
  receipt: '/subpackages/scanCodeOrder/receipt',
  details: '/subpackages/scanCodeOrder/details',
} as const;

/**
 * The launch's tableno read as a table: a table number is at most 8 letters, digits or dashes (what staff paint on
 * a table); anything longer is the code of a table's QR. Null when it is neither.
 */
export function tableRefOf(tableno: string | undefined): TableRef | null {
  const text = (tableno ?? '').trim();
  if (/^[A-Za-z0-9-]{1,8}$/.test(text)) return { tableNo: text };
  if (/^[A-Za-z0-9_-]{9,40}$/.test(text)) return { code: text };
  return null;
}

/** The session id a page's query names (?sessionId=), 0 when none. */
export function sessionIdOf(query: Record<string, string>): number {
  const id = Number(query.sessionId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
