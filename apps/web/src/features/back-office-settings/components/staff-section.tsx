import { STAFF_MODULES, STAFF_ROLES, type StaffModule, type TStaffMember } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';

type RoleDraft = { on: boolean; role: string; level: number };
const emptyRoles = (): Record<StaffModule, RoleDraft> => ({
  5000: { on: true, role: STAFF_ROLES[5000][0], level: 1 },
  9000: { on: false, role: STAFF_ROLES[9000][0], level: 1 },
});

/**
 * The venue's staff and their role rows (spec/3 §4 'Staff gating'): invite by e-mail with the modules they will
 * have here, each role picked by name among the domain's (rules/staff-grants.ts STAFF_ROLES: a kitchen manager
 * gives the screens their tokens); saving replaces their rows of this venue. The server refuses levels above the
 * manager's own, and a role it does not offer.
 */
export function StaffSection({ ir }: { ir: string }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<TStaffMember[]>([]);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState(emptyRoles);
  const { status, busy, run } = useSave();
  const reload = useCallback(async () => setMembers(await backOffice.staff(ir)), [ir]);
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);

  const setRole = (module: StaffModule, change: Partial<RoleDraft>) =>
    setRoles((all) => ({ ...all, [module]: { ...all[module], ...change } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rows = STAFF_MODULES.filter((m) => roles[m].on).map((m) => ({
      module: m,
      role: roles[m].role,
      level: roles[m].level,
    }));
    void run(() => backOffice.saveStaff({ ir, email, nm: name, roles: rows }), reload);
  };
  const remove = (member: TStaffMember) =>
    run(() => backOffice.saveStaff({ ir, email: member.email, roles: [] }), reload);
  const moduleName = (module: number) => t(`m9000_set_module_${module}`, { defaultValue: String(module) });
  // A row the import gave with a role the back office does not offer still reads as it was written.
  const roleName = (module: number, role: string) =>
    t(`m9000_set_role_${module}_${role}`, { defaultValue: role });

  return (
    <section className="set-section" aria-labelledby="set-staff">
      <h3 id="set-staff">{t('m9000_set_staff')}</h3>
      <ul className="set-rows">
        {members.map((m) => (
          <li key={m.email} className="set-row">
            <span>
              <strong>{m.email}</strong> {m.nm} {m.ln}
              <br />
              {m.roles
                .map(
                  (r) =>
                    `${t('p9000_set_role_row', { module: moduleName(r.module), role: roleName(r.module, r.role), level: r.level })}${r.ir === '' ? ` (${t('m9000_set_all_venues')})` : ''}`,
                )
                .join(' · ')}
            </span>
            {m.roles.some((r) => r.ir === ir) ? (
              <button type="button" className="button" onClick={() => void remove(m)}>
                {t('m9000_set_staff_remove')}: {m.email}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form className="bo-form" onSubmit={submit}>
        <p>{t('m9000_set_staff_hint')}</p>
        <div className="set-grid">
          <label className="bo-field">
            <span>{t('m9000_set_staff_email')}</span>
            <input
              type="email"
              required
              value={email}
              maxLength={200}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_staff_name')}</span>
            <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </label>
        </div>
        {STAFF_MODULES.map((module) => (
          <fieldset key={module} className="set-row">
            <legend>{moduleName(module)}</legend>
            <label className="bo-check">
              <input
                type="checkbox"
                checked={roles[module].on}
                onChange={(e) => setRole(module, { on: e.target.checked })}
              />
              {moduleName(module)}
            </label>
            <label className="bo-field">
              <span>{t('m9000_set_staff_role')}</span>
              <select value={roles[module].role} onChange={(e) => setRole(module, { role: e.target.value })}>
                {STAFF_ROLES[module].map((role) => (
                  <option key={role} value={role}>
                    {roleName(module, role)}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-field">
              <span>{t('m9000_set_staff_level')}</span>
              <input
                type="number"
                min={0}
                max={9}
                value={roles[module].level}
                onChange={(e) => setRole(module, { level: Number(e.target.value) })}
              />
            </label>
          </fieldset>
        ))}
        <button type="submit" className="button" disabled={busy}>
          {t('m9000_set_staff_save')}
        </button>
      </form>
      <SaveStatus status={status} />
    </section>
  );
}
