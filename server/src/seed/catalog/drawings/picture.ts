import { models, type ProductModel } from './index.ts';
import { type PictureView, renderWebp, scene } from './studio.ts';

/**
 * A recipe for one product photo; the seed turns it into WebP bytes with drawProductPicture. Products
 * of one kind in one colour share their photos, as listings of the same item do.
 */
export type ProductPicture = {
  model: ProductModel;
  view: PictureView;
  // the body colour; a lineup shows each one side by side
  colours: string[];
};

export function drawProductPicture(picture: ProductPicture, size: number): Promise<Buffer> {
  return renderWebp(scene(models[picture.model], picture.view, picture.colours), size, size);
}
