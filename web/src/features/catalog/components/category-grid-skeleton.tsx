import { Skeleton } from 'antd-mobile';

const PLACEHOLDERS = Array.from({ length: 10 }, (_, index) => index);

export function CategoryGridSkeleton({ label }: { label: string }) {
  return (
    <div className="category-grid" role="status" aria-label={label}>
      {PLACEHOLDERS.map((index) => (
        <div key={index} className="category-grid__item" aria-hidden="true">
          <Skeleton animated className="category-icon category-icon--skeleton" />
          <Skeleton animated className="category-grid__name-skeleton" />
        </div>
      ))}
    </div>
  );
}
