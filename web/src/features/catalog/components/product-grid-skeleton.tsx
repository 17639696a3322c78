import { Skeleton } from 'antd-mobile';

const CARDS = [0, 1, 2, 3];

export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <div className="product-grid" role="status" aria-label={label}>
      {CARDS.map((index) => (
        <div key={index} className="product-card product-card--skeleton" aria-hidden="true">
          <Skeleton animated className="product-card__picture-skeleton" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
