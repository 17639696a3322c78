import { STAFF_ROLES, StaffName, StaffRoleField } from '@crossbay/contract/staff';
import { publicUrl } from '#server/config.ts';
import { translator } from '#server/i18n/messages.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { createStaff } from '#server/modules/staff/enrolment.ts';
import { disableStaff, listStaff, staffIdByName } from '#server/modules/staff/manage.ts';
import type { OpsContext } from './context.ts';

const USAGE = `usage: staff create <name> --role ${STAFF_ROLES.join('|')} | staff list | staff disable <name>`;
const english = translator('en');

/** `staff create <name> --role <role>` (a one-time enrolment link) | `staff list` | `staff disable <name>` */
export async function staffCommand(
  ctx: OpsContext,
  args: string[],
  role: string | undefined,
): Promise<number> {
  const [action, given] = args;
  try {
    if (action === 'create') {
      const name = StaffName.safeParse(given);
      const parsedRole = StaffRoleField.safeParse(role);
      if (!name.success || !parsedRole.success) {
        ctx.out(USAGE);
        return 2;
      }
      const created = await createStaff(
        ctx.db,
        { name: name.data, role: parsedRole.data },
        OPS_ACTOR,
        publicUrl(ctx.config),
      );
      ctx.out(
        `staff ${name.data} (${parsedRole.data}) created; enrolment link, usable once until ${created.expires_at}:`,
      );
      ctx.out(created.enrolment_url);
      return 0;
    }
    if (action === 'list') {
      for (const s of await listStaff(ctx.db))
        ctx.out(
          `${s.id}  ${s.name}  ${s.role}  ${s.disabled ? 'disabled' : s.enrolled ? 'enrolled' : 'enrolment pending'}`,
        );
      return 0;
    }
    if (action === 'disable' && given) {
      const id = await staffIdByName(ctx.db, given);
      if (id === undefined) {
        ctx.out(`no staff member ${given}`);
        return 1;
      }
      await disableStaff(ctx.db, id, OPS_ACTOR);
      ctx.out(`staff ${given} disabled; their sessions ended`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    ctx.out(english(error.messageKey, error.vars));
    return 1;
  }
  ctx.out(USAGE);
  return 2;
}
