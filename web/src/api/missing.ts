import { Codes } from '@crossbay/contract/codes';

/** A screen's subject that does not exist is said by the screen itself (its missing state), not by a toast as well. */
export const MISSING: readonly number[] = [Codes.NotFound];
