import { Skeleton } from 'antd-mobile';
import categoryGridStyles from './category-grid.module.css';
import categoryIconStyles from './category-icon.module.css';

const PLACEHOLDERS = Array.from({ length: 10 }, (_, index) => index);

export function CategoryGridSkeleton({ label }: { label: string }) {
  return (
    <div className={categoryGridStyles.root} role="status" aria-label={label}>
      {PLACEHOLDERS.map((index) => (
        <div key={index} className={categoryGridStyles.item} aria-hidden="true">
          <Skeleton animated className={`${categoryIconStyles.root} ${categoryIconStyles.skeleton}`} />
          <Skeleton animated className={categoryGridStyles.nameSkeleton} />
        </div>
      ))}
    </div>
  );
}
