import { Skeleton } from 'antd-mobile';

export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-skeleton" role="status" aria-label={label}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
      <Skeleton animated className="page-skeleton__block" />
    </div>
  );
}
