import { Codes } from '@crossbay/contract/codes';
import { STAFF_TOKEN_HEADER, type StaffRole } from '@crossbay/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { AuditActor } from '#server/modules/audit-log/service.ts';
import { type StaffCaller, staffForToken } from '#server/modules/staff/sessions.ts';

/** The back office's API: every route under it declares who may call it (`config.staff`). */
export const ADMIN_PREFIX = '/api/admin/';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffCaller | null;
  }
  interface FastifyContextConfig {
    /**
     * A back-office route: the roles that may call it (HTTP 401 without a live staff session, 403 for any other
     * role), or 'anyone' for the steps before a session (login, enrolment). Buyers' sessions are never read.
     */
    staff?: readonly StaffRole[] | 'anyone';
  }
}

const refuse = () => new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });

/** Staff sessions on /api/admin/ (decision 0118): their own header and table, and a role check on every route. */
export const staffAuth = fp(async (app: FastifyInstance, options: { db: Db; idleMinutes: number }) => {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', ({ url, config }) => {
    const admin = url.startsWith(ADMIN_PREFIX);
    if (admin && config?.staff === undefined)
      throw new Error(`${url}: a back-office route must declare the roles that may call it (config.staff)`);
    if (!admin && config?.staff !== undefined)
      throw new Error(`${url}: only /api/admin/ routes are for staff`);
    if (admin && config?.auth) throw new Error(`${url}: a back-office route cannot need a buyer`);
    if (Array.isArray(config?.staff) && config.staff.length === 0)
      throw new Error(`${url}: no role may call it`);
  });
  app.addHook('preValidation', async (request) => {
    const roles = request.routeOptions.config.staff;
    if (roles === undefined || roles === 'anyone') return;
    const token = request.headers[STAFF_TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0) throw refuse();
    const caller = await staffForToken(options.db, token, options.idleMinutes);
    if (!caller) throw refuse();
    if (!roles.includes(caller.role)) throw new DomainError(Codes.Forbidden, undefined, { httpStatus: 403 });
    request.staff = caller;
  });
});

export function requireStaff(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw refuse();
  return request.staff;
}

/** The audit log's actor for a staff request: who, and the address it came from. */
export function staffActor(request: FastifyRequest): AuditActor {
  const staff = requireStaff(request);
  return { kind: 'staff', id: staff.id, name: staff.name, address: request.ip };
}
