import { Skeleton } from 'antd-mobile';
import { classNames } from './class-names.ts';
import styles from './page-skeleton.module.css';

export function PageSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div className={classNames(styles.root, className)} role="status" aria-label={label}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
      <Skeleton animated className={styles.block} />
    </div>
  );
}
