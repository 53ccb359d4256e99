import type { DeliveryZoneOut } from '@shop/contracts';
import { readJsonArgument } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface ZonesOut {
  storeId: number;
  zones: DeliveryZoneOut[];
}

function zoneLine(z: DeliveryZoneOut): string {
  const shape =
    z.kind === 'polygon'
      ? `polygon of ${z.polygon.length} points`
      : `ring ${z.minMeters ?? 0}–${z.maxMeters} m around the store`;
  const terms = `fee ${z.fee.toFixed(2)}, minimum ${z.minDeliveryPrice.toFixed(2)}, ${z.deliveryMinutes} min`;
  return `#${z.zoneId}  sort ${z.sort}  ${shape}  ${terms}`;
}

/** The zones JSON of `set` (a file path or the JSON): a bare list is the zones. */
async function readZones(source: string): Promise<unknown> {
  const parsed = await readJsonArgument(source);
  return Array.isArray(parsed) ? { zones: parsed } : parsed;
}

/**
 * `zones <storeId>` lists a store's delivery zones; `zones <storeId> set <file.json | json>` replaces them all;
 * `zones <storeId> clear` removes them. A zone: {"kind":"polygon","polygon":[[lng,lat],…],"fee":4,
 * "minDeliveryPrice":20,"deliveryMinutes":30,"sort":0} or {"kind":"radius","maxMeters":3000,"minMeters":0,…}.
 */
export const zonesCommand: StaffCommand = {
  name: 'zones',
  args: '<storeId> [set <file.json | json> | clear]',
  summary:
    'list or replace a store\'s delivery zones; e.g. zones 1001 set \'[{"kind":"radius","maxMeters":3000,"fee":6,"deliveryMinutes":40}]\'',
  async run(args, io) {
    const [storeId, action, source, ...rest] = args;
    if (!storeId || !/^\d+$/.test(storeId) || rest.length > 0) return WRONG_USAGE;
    const path = `stores/${storeId}/zones`;
    let out: ZonesOut;
    if (action === undefined) out = await io.client.get<ZonesOut>(path);
    else if (action === 'clear' && source === undefined)
      out = await io.client.put<ZonesOut>(path, { zones: [] });
    else if (action === 'set' && source !== undefined) {
      let body: unknown;
      try {
        body = await readZones(source);
      } catch (err) {
        io.err(`Cannot read the zones: ${(err as Error).message}`);
        return 1;
      }
      out = await io.client.put<ZonesOut>(path, body);
    } else return WRONG_USAGE;
    if (out.zones.length === 0) io.err(`Store ${out.storeId} has no delivery zones.`);
    for (const zone of out.zones) io.out(zoneLine(zone));
    return 0;
  },
};
