import { Module } from '@comanda/domain';
import { StaffCodeSignIn } from '../../../components/staff-code-sign-in.tsx';
import { staffAccounts } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';

const CLASSES = {
  form: 'card form-stack staff-board__signin',
  field: 'field',
  label: 'field__label',
  error: 'notice notice--error',
};

/** The kitchen signs in with module 5000 (spec/3 §4 'Staff gating'). */
export function StaffSignIn() {
  return (
    <StaffCodeSignIn
      module={Module.kitchen}
      accounts={staffAccounts}
      onSignedIn={(token) => boardStore.getState().signIn(token)}
      classes={CLASSES}
    />
  );
}
