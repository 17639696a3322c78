import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A form's one action: disabled while its request is on the way, so a tap cannot send it twice. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={sending}>
      {children}
    </Button>
  );
}
