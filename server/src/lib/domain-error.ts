import { CODE_MESSAGE_KEYS, type Code } from '@crossbay/contract/codes';

/** A business rule said no. The envelope handler answers HTTP 200 with this code and the translated message. */
export class DomainError extends Error {
  readonly code: Code;
  readonly messageKey: string;
  readonly vars: Record<string, string | number> | undefined;
  readonly httpStatus: number;

  constructor(
    code: Code,
    messageKey?: string,
    options: { vars?: Record<string, string | number>; httpStatus?: number } = {},
  ) {
    const key = messageKey ?? CODE_MESSAGE_KEYS[code];
    super(key);
    this.code = code;
    this.messageKey = key;
    this.vars = options.vars;
    this.httpStatus = options.httpStatus ?? 200;
  }
}
