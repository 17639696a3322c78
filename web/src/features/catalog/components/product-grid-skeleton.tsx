import { Skeleton } from 'antd-mobile';
import productCardStyles from '#web/ui/product-card.module.css';
import productGridStyles from './product-grid.module.css';

const CARDS = [0, 1, 2, 3];

export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <div className={productGridStyles.root} role="status" aria-label={label}>
      {CARDS.map((index) => (
        <div
          key={index}
          className={`${productCardStyles.root} ${productCardStyles.skeleton}`}
          aria-hidden="true"
        >
          <Skeleton animated className={productCardStyles.pictureSkeleton} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
