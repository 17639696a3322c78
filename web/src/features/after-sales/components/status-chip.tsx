import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './status-chip.module.css';

export type Tone = 'waiting' | 'good' | 'bad';

const COLORS: Record<Tone, 'warning' | 'success' | 'danger'> = {
  waiting: 'warning',
  good: 'success',
  bad: 'danger',
};

/** Where a refund, complaint or consultation stands: waiting, settled well, or refused. */
export function StatusChip({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag color={COLORS[tone]} fill="outline" round className={styles.root}>
      {children}
    </Tag>
  );
}
