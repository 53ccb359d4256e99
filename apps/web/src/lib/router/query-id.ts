/** A page's id query (productid, categoryUid, storeid …) as a positive 32-bit id, or null when it is not one. */
export function positiveId(text: string | undefined): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;
}
