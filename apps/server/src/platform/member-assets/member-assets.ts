import type { ForfeitedAsset } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * One kind of thing of value a member holds (balance, points, coupons, gift items; cards and partner profit
 * later), reported by the area that keeps it from its own tables (decision 048). An area lists its providers in
 * its ShopModule's `memberAssets`; the platform names no area.
 */
export interface MemberAssetProvider {
  /** The asset's kind (ForfeitedAsset.kind), one per provider across the app. */
  kind: string;
  /** What the member holds of it at `now`, 0 when nothing; in the caller's transaction when given one. */
  read(db: DbOrTx, memberId: number, now: Date): Promise<ForfeitedAsset>;
}

/** Every provider of the mounted areas, asked together: what deregistration forfeits and the member centre counts. */
export interface MemberAssets {
  /** The kinds registered, in the order of the modules that registered them. */
  readonly kinds: readonly string[];
  /** The member's holdings of every kind, or of the kinds named (in registry order), one entry per kind. */
  read(db: DbOrTx, memberId: number, now: Date, kinds?: readonly string[]): Promise<ForfeitedAsset[]>;
}

/** The registry of the providers the modules contribute, in module order; a kind registered twice is a bug. */
export function memberAssetRegistry(
  modules: readonly { name: string; memberAssets?: readonly MemberAssetProvider[] }[],
): MemberAssets {
  const providers: MemberAssetProvider[] = [];
  for (const module of modules) {
    for (const provider of module.memberAssets ?? []) {
      if (providers.some((p) => p.kind === provider.kind))
        throw new Error(`member asset kind '${provider.kind}' registered twice (module ${module.name})`);
      providers.push(provider);
    }
  }
  return {
    kinds: providers.map((p) => p.kind),
    read(db, memberId, now, kinds) {
      const asked = kinds ? providers.filter((p) => kinds.includes(p.kind)) : providers;
      return Promise.all(asked.map((p) => p.read(db, memberId, now)));
    },
  };
}
