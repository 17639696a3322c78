/** How a call failed: the server said no, the session ended, or the transport broke. */
export type RequestFailure =
  | 'business'
  | 'unauthorized'
  | 'network'
  | 'timeout'
  | 'status'
  | 'duplicate'
  | 'canceled';

export class RequestError extends Error {
  readonly kind: RequestFailure;
  /** The envelope code for `business` and `unauthorized`, the HTTP status for `status`, otherwise 0. */
  readonly code: number;

  constructor(kind: RequestFailure, code: number, message: string) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
  }
}
