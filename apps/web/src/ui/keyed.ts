/** Pairs each item with a key made from its content, numbered when the same content repeats (order lines may). */
export function keyed<T>(items: readonly T[], idOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const id = idOf(item);
    const repeat = seen.get(id) ?? 0;
    seen.set(id, repeat + 1);
    return { key: repeat > 0 ? `${id}#${repeat}` : id, item };
  });
}
