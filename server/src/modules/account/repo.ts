import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/connect.ts';

const userById = compiledOnce((db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));

export async function findUser(db: Db, id: number) {
  return (await userById(db, id))[0];
}
