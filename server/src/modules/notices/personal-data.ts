import type { Executor } from '#server/db/executor.ts';
import { deleteSubscriptionsOf } from './push-repo.ts';

/** A closing account's browsers stop receiving its pushes (decision 0124). */
export const dropPushOf = (tx: Executor, userId: number) => deleteSubscriptionsOf(tx, userId);
