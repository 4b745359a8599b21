import { BACK_OFFICE_MODULE } from '@comanda/domain';
import { StaffCodeSignIn } from '../../../components/staff-code-sign-in.tsx';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { accounts } from '../api/clients.ts';

const CLASSES = { form: 'reports-form', field: 'reports-field', error: 'reports-error' };

/**
 * Admins and venue managers sign in to the back office's module (9000, spec/3 §4 'Staff gating'); the server
 * refuses an account without a row there, and lists only the venues its rows cover.
 */
export function ReportsSignIn() {
  const signIn = useAdminSession((s) => s.signIn);
  return (
    <StaffCodeSignIn module={BACK_OFFICE_MODULE} accounts={accounts} onSignedIn={signIn} classes={CLASSES} />
  );
}
