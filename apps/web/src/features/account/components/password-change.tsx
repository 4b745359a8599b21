import { useTranslation } from '@comanda/i18n/react';
import { notify } from '../../../lib/notifications.ts';
import { accounts } from '../api/accounts.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * Password change from the profile (spec/2 §2 'a password-change link', §5, §7 POST /sapi/chclave): the old
 * password is asked where the account has one, and a first one is set where it has none.
 */
export function PasswordChange() {
  const { t } = useTranslation();
  const hasPassword = useSession((s) => s.profile?.pwd === true);
  return (
    <section className="card">
      <PasswordForm
        key={String(hasPassword)}
        title={hasPassword ? t('m1_password_change_title') : t('m1_password_set_title')}
        withOld={hasPassword}
        submit={async (next, old) => {
          await accounts.changePassword(next, old);
          notify({ key: 'm1_password_changed' });
          await sessionStore.getState().refresh();
        }}
      />
    </section>
  );
}
