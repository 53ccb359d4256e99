import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { positiveId } from '../../../lib/router/query-id.ts';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useProductDetail } from '../api/product-detail.ts';
import { ProductScreen } from '../components/product-screen.tsx';

/**
 * Product detail (/pages/detail/index?productid=, also /subpackages/shopping/details where the goods link rule
 * leads): pictures, name, price with the crossed-out original, stock, option groups whose add-ons change the
 * price, quantity, description, and the bar that adds to the cart and leads to it.
 */
export function ProductDetailPage() {
  const t = useT();
  const { query } = useRoute();
  const productId = positiveId(query.productid);
  const detail = useProductDetail(productId);
  return (
    <main className="detail">
      <PageHeader title={t('catalog.product.title')} />
      <ProductScreen valid={productId !== null} detail={detail} />
    </main>
  );
}
