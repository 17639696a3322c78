import { envelopeOf } from '@crossbay/contract/envelope';
import { withGlobalQuery } from '@crossbay/contract/request';
import {
  ApprovalThreshold,
  ApprovalThresholdBody,
  ApprovalWaiting,
  AuditEntry,
  AuditQuery,
  BuyerProfile,
  Dashboard,
  Decided,
  EnrolmentBody,
  EnrolmentConfirmBody,
  EnrolmentStarted,
  IdParams,
  PassRechargeBody,
  RechargeToAudit,
  RefuseBody,
  StaffCreateBody,
  StaffCreated,
  StaffLoggedIn,
  StaffLoginBody,
  StaffMember,
  StaffRecord,
  type StaffRole,
  WithdrawalToAudit,
} from '@crossbay/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { publicUrl } from '#server/config.ts';
import { auditEntries } from '#server/modules/audit-log/service.ts';
import { approvalThreshold, setApprovalThreshold } from '#server/modules/platform/approval-threshold.ts';
import { approvalsToFinish } from '#server/modules/wallet/approvals.ts';
import { rechargesToAudit, withdrawalsToAudit } from '#server/modules/wallet/audit-queues.ts';
import { ok } from '#server/plugins/envelope.ts';
import { requireStaff, staffActor } from '#server/plugins/staff-auth.ts';
import { buyerProfile } from './buyers.ts';
import { dashboard } from './dashboard.ts';
import {
  decidedMessage,
  passRechargeAs,
  passWithdrawalAs,
  refuseRechargeAs,
  refuseWithdrawalAs,
} from './decisions.ts';
import { confirmEnrolment, createStaff, startEnrolment } from './enrolment.ts';
import { staffLogin } from './login.ts';
import { disableStaff, listStaff } from './manage.ts';
import { endStaffSession } from './sessions.ts';
import { totpSeal } from './totp.ts';

// Who may call what (issue 40 item 1): the owner manages staff and the approval threshold; finance and the owner
// decide money.
const ANYONE = 'anyone' as const;
const EVERY_ROLE: readonly StaffRole[] = ['owner', 'finance', 'support', 'catalogue'];
const OWNER: readonly StaffRole[] = ['owner'];
const FINANCE: readonly StaffRole[] = ['owner', 'finance'];
const BUYER_READERS: readonly StaffRole[] = ['owner', 'finance', 'support'];

const tags = ['admin'];
const secured = { tags, security: [{ staffToken: [] }] };

export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const idle = config.STAFF_IDLE_MINUTES;
  const seal = totpSeal(config);
  app.post(
    '/api/admin/enrolment',
    {
      config: { staff: ANYONE },
      schema: { tags, body: EnrolmentBody, response: { 200: envelopeOf(EnrolmentStarted) } },
    },
    async (request) => ok(request, await startEnrolment(db, seal, request.body)),
  );
  app.post(
    '/api/admin/enrolment/confirm',
    {
      config: { staff: ANYONE },
      schema: { tags, body: EnrolmentConfirmBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await confirmEnrolment(db, seal, request.body, request.ip);
      return ok(request, null);
    },
  );
  app.post(
    '/api/admin/login',
    {
      config: { staff: ANYONE },
      schema: { tags, body: StaffLoginBody, response: { 200: envelopeOf(StaffLoggedIn) } },
    },
    async (request) =>
      ok(request, await staffLogin(db, seal, request.body, request.ip, idle), 'success.login'),
  );
  app.post(
    '/api/admin/logout',
    { config: { staff: EVERY_ROLE }, schema: { ...secured, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await endStaffSession(db, requireStaff(request).sessionId);
      return ok(request, null);
    },
  );
  app.get(
    '/api/admin/me',
    { config: { staff: EVERY_ROLE }, schema: { ...secured, response: { 200: envelopeOf(StaffMember) } } },
    async (request) => {
      const { id, name, role } = requireStaff(request);
      return ok(request, { id, name, role });
    },
  );
  app.get(
    '/api/admin/dashboard',
    { config: { staff: EVERY_ROLE }, schema: { ...secured, response: { 200: envelopeOf(Dashboard) } } },
    async (request) => ok(request, await dashboard(db, requireStaff(request).role)),
  );
  app.get(
    '/api/admin/recharges',
    {
      config: { staff: FINANCE },
      schema: { ...secured, response: { 200: envelopeOf(z.array(RechargeToAudit)) } },
    },
    async (request) => ok(request, await rechargesToAudit(db)),
  );
  app.post(
    '/api/admin/recharges/:id/pass',
    {
      config: { staff: FINANCE },
      schema: {
        ...secured,
        params: IdParams,
        body: PassRechargeBody,
        response: { 200: envelopeOf(Decided) },
      },
    },
    async (request) => {
      const answer = await passRechargeAs(db, staffActor(request), request.params.id, request.body.arrival);
      return ok(request, answer, decidedMessage(answer));
    },
  );
  app.post(
    '/api/admin/recharges/:id/refuse',
    {
      config: { staff: FINANCE },
      schema: { ...secured, params: IdParams, body: RefuseBody, response: { 200: envelopeOf(Decided) } },
    },
    async (request) =>
      ok(request, await refuseRechargeAs(db, staffActor(request), request.params.id, request.body.reason)),
  );
  app.get(
    '/api/admin/withdrawals',
    {
      config: { staff: FINANCE },
      schema: { ...secured, response: { 200: envelopeOf(z.array(WithdrawalToAudit)) } },
    },
    async (request) => ok(request, await withdrawalsToAudit(db)),
  );
  app.post(
    '/api/admin/withdrawals/:id/pass',
    {
      config: { staff: FINANCE },
      schema: { ...secured, params: IdParams, response: { 200: envelopeOf(Decided) } },
    },
    async (request) => {
      const answer = await passWithdrawalAs(db, staffActor(request), request.params.id);
      return ok(request, answer, decidedMessage(answer));
    },
  );
  app.post(
    '/api/admin/withdrawals/:id/refuse',
    {
      config: { staff: FINANCE },
      schema: { ...secured, params: IdParams, body: RefuseBody, response: { 200: envelopeOf(Decided) } },
    },
    async (request) =>
      ok(request, await refuseWithdrawalAs(db, staffActor(request), request.params.id, request.body.reason)),
  );
  app.get(
    '/api/admin/approvals',
    {
      config: { staff: FINANCE },
      schema: { ...secured, response: { 200: envelopeOf(z.array(ApprovalWaiting)) } },
    },
    async (request) => ok(request, await approvalsToFinish(db)),
  );
  app.get(
    '/api/admin/settings/approval-threshold',
    { config: { staff: FINANCE }, schema: { ...secured, response: { 200: envelopeOf(ApprovalThreshold) } } },
    async (request) => ok(request, await approvalThreshold(db)),
  );
  app.post(
    '/api/admin/settings/approval-threshold',
    {
      config: { staff: OWNER },
      schema: { ...secured, body: ApprovalThresholdBody, response: { 200: envelopeOf(ApprovalThreshold) } },
    },
    async (request) =>
      ok(request, await setApprovalThreshold(db, staffActor(request), request.body.threshold)),
  );
  app.get(
    '/api/admin/buyers/:id',
    {
      config: { staff: BUYER_READERS },
      schema: { ...secured, params: IdParams, response: { 200: envelopeOf(BuyerProfile) } },
    },
    async (request) => ok(request, await buyerProfile(db, staffActor(request), request.params.id)),
  );
  app.get(
    '/api/admin/staff',
    { config: { staff: OWNER }, schema: { ...secured, response: { 200: envelopeOf(z.array(StaffRecord)) } } },
    async (request) => ok(request, await listStaff(db)),
  );
  app.post(
    '/api/admin/staff',
    {
      config: { staff: OWNER },
      schema: { ...secured, body: StaffCreateBody, response: { 200: envelopeOf(StaffCreated) } },
    },
    async (request) =>
      ok(request, await createStaff(db, request.body, staffActor(request), publicUrl(config))),
  );
  app.post(
    '/api/admin/staff/:id/disable',
    {
      config: { staff: OWNER },
      schema: { ...secured, params: IdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await disableStaff(db, request.params.id, staffActor(request));
      return ok(request, null);
    },
  );
  app.get(
    '/api/admin/audit',
    {
      config: { staff: OWNER },
      schema: {
        ...secured,
        querystring: withGlobalQuery(AuditQuery),
        response: { 200: envelopeOf(z.array(AuditEntry)) },
      },
    },
    async (request) =>
      ok(
        request,
        await auditEntries(db, {
          objectType: request.query.object_type,
          objectId: request.query.object_id,
          limit: request.query.limit,
        }),
      ),
  );
};
