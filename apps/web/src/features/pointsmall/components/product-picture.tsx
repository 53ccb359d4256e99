import type { PointsProductKindOut } from '@shop/contracts';
import { IconTag } from '../../../ui/icons.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

/** A product's picture in a square of `size` px; a coupon without one is drawn as a ticket in the theme colour. */
export function ProductPicture(props: { imageName: string; kind: PointsProductKindOut; size: number }) {
  const { imageName, kind, size } = props;
  const coupon = !imageName && kind === 'coupon';
  return (
    <span
      className={`pm-picture${coupon ? ' pm-picture--coupon' : ''}`}
      style={{ width: size, height: size }}
      aria-hidden={coupon ? true : undefined}
    >
      {coupon ? <IconTag size={Math.round(size / 2)} /> : <ProductImage src={imageName} alt="" size={size} />}
    </span>
  );
}
