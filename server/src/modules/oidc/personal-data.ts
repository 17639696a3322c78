import type { Executor } from '#server/db/executor.ts';
import { deleteIdentitiesOf } from './repo.ts';

/** A closing account is no longer reached through the identity provider (decision 0124). */
export const unlinkIdentitiesOf = (tx: Executor, userId: number) => deleteIdentitiesOf(tx, userId);
