import { Module } from '@comanda/domain';
import { StaffCodeSignIn } from '../../../components/staff-code-sign-in.tsx';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { accounts } from '../api/clients.ts';

const CLASSES = { form: 'staff-form', field: 'staff-field', error: 'staff-error' };

/** Technicians sign in with module 9000 (spec/3 §4 'Staff gating'). */
export function SignInForm() {
  const signIn = useAdminSession((s) => s.signIn);
  return <StaffCodeSignIn module={Module.admin} accounts={accounts} onSignedIn={signIn} classes={CLASSES} />;
}
