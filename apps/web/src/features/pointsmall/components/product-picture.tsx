import type { PointsProductOut } from '@shop/contracts';
import { IconTag } from '../../../ui/icons.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

/** A product's picture; a coupon without one is drawn as a ticket in the theme colour. */
export function ProductPicture({ product, size }: { product: PointsProductOut; size: number }) {
  if (product.imageName || product.kind !== 'coupon')
    return <ProductImage src={product.imageName} alt="" size={size} className="pm-picture" />;
  return (
    <span className="pm-picture pm-picture--coupon" style={{ width: size, height: size }} aria-hidden="true">
      <IconTag size={Math.round(size / 2)} />
    </span>
  );
}
