import type { NoticeTarget } from './notices.ts';

/** The screen a notice opens: the thing it is about, or that thing's list where it has no screen of its own. */
export function noticeTargetPath(target: NoticeTarget): string {
  switch (target.kind) {
    case 'order':
      return `/orderInfo/${target.id}`;
    // An order's refund screen shows its requests and the shop's decisions.
    case 'refund':
      return target.order_id === null ? '/myPurchases/all' : `/refund/${target.order_id}`;
    case 'withdrawal':
      return '/depositRecord';
    case 'recharge':
      return '/topUpRecord';
    // A complaint about an order is answered on that order's complaint screen; others on the platform's.
    case 'complaint':
      return target.order_id === null ? '/platformComplaint' : `/complaint/${target.order_id}`;
    case 'consultation':
      return `/consult/detail/${target.id}`;
  }
}
