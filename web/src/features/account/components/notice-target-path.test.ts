import { noticeTargetPath } from '@crossbay/contract/notice-paths';
import type { NoticeTarget } from '@crossbay/contract/notices';
import { describe, expect, it } from 'vitest';

describe('noticeTargetPath', () => {
  it.each<[NoticeTarget, string]>([
    [{ kind: 'order', id: 7, order_id: 7 }, '/orderInfo/7'],
    [{ kind: 'refund', id: 3, order_id: 7 }, '/refund/7'],
    [{ kind: 'withdrawal', id: 4, order_id: null }, '/depositRecord'],
    [{ kind: 'recharge', id: 5, order_id: null }, '/topUpRecord'],
    [{ kind: 'complaint', id: 6, order_id: 7 }, '/complaint/7'],
    [{ kind: 'complaint', id: 6, order_id: null }, '/platformComplaint'],
    [{ kind: 'consultation', id: 8, order_id: null }, '/consult/detail/8'],
  ])('opens %o at %s', (target, path) => {
    expect(noticeTargetPath(target)).toBe(path);
  });
});
