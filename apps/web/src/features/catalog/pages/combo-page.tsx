import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { positiveId } from '../../../lib/router/query-id.ts';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCombo } from '../api/combo.ts';
import { ProductScreen } from '../components/product-screen.tsx';

/**
 * A combo (SPEC §2 shopping/combo?comboid=, where a goods link whose id starts with c leads): the set's pictures
 * and price, its groups of choices — each asking for its count, add-ons raising the price — and the bar that adds
 * the set to the cart once every group has what it needs (SPEC §5 combo).
 */
export function ComboPage() {
  const t = useT();
  const { query } = useRoute();
  const comboId = positiveId(query.comboid);
  const combo = useCombo(comboId);
  return (
    <main className="detail">
      <PageHeader title={t('catalog.combo.title')} />
      <ProductScreen valid={comboId !== null} detail={combo} />
    </main>
  );
}
