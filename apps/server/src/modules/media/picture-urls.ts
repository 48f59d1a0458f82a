/**
 * Where a product's pictures are served. Position n is 1-based; a thumbnail is the same
 * picture drawn smaller, asked for by width.
 */
export const THUMB_WIDTH = 160;

export function productPictureUrl(productId: number, position: number): string {
  return `/media/products/${productId}/${position}.svg`;
}

/** A frame of the product's 360° view, 1-based (decision 158). */
export function productSpinFrameUrl(productId: number, frame: number): string {
  return `/media/products/${productId}/spin/${frame}.svg`;
}

export function productThumbUrl(productId: number, position: number): string {
  return `${productPictureUrl(productId, position)}?w=${THUMB_WIDTH}`;
}

/** A product's picture as replies name it: its address and text, or null when it has none. */
export function productPicture(productId: number, position: number | null, alt: string) {
  return position === null ? null : { url: productPictureUrl(productId, position), alt };
}
