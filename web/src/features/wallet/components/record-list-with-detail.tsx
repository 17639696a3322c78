import { Button } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { DetailSheet } from './detail-sheet.tsx';
import { type ListSource, RecordList } from './record-list.tsx';

/** What an empty list says, and the one action it offers instead. */
export type EmptyRecords = { title: string; description: string; action: string; to: string };

type Props<T> = {
  query: ListSource<T>;
  label: string;
  rowKey: (item: T) => string | number;
  empty: EmptyRecords;
  renderRow: (item: T, open: () => void) => ReactNode;
  detailTitle: string;
  renderDetail: (item: T) => ReactNode;
};

/** A record list whose rows open their detail in a sheet; an empty list points to where records come from. */
export function RecordListWithDetail<T>({
  query,
  label,
  rowKey,
  empty,
  renderRow,
  detailTitle,
  renderDetail,
}: Props<T>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<T | null>(null);
  return (
    <>
      <RecordList
        query={query}
        label={label}
        rowKey={rowKey}
        empty={
          <EmptyState title={empty.title} description={empty.description}>
            <Button color="primary" onClick={() => void navigate(empty.to)}>
              {empty.action}
            </Button>
          </EmptyState>
        }
        renderRow={(item) => renderRow(item, () => setOpen(item))}
      />
      <DetailSheet open={open !== null} title={detailTitle} onClose={() => setOpen(null)}>
        {open !== null ? renderDetail(open) : null}
      </DetailSheet>
    </>
  );
}
