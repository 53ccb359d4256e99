import { ProductImage } from '../../../ui/product-image.tsx';

/** A series' or item's picture in a square of `size` px (ProductImage fills its box, so the box sets the size). */
export function BoxPicture({ src, size, eager = false }: { src: string; size: number; eager?: boolean }) {
  return (
    <span className="bb-picture" style={{ width: size, height: size }}>
      <ProductImage src={src} alt="" size={size} eager={eager} />
    </span>
  );
}
