/**
 * Passwords and the account links that go out by e-mail (spec/2 §4 'Password reset page', §5 'Password
 * form', §9 'Password minimum 8', 'Registration 3 steps').
 */

/** A new password has at least 8 characters (spec/2 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** The e-mail and password login asks for at least 6 (spec/2 §5): older passwords may be shorter. */
export const PASSWORD_LOGIN_MIN_LENGTH = 6;
/** Long enough for a passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 128;
/** Registration: first and last name at least 2 characters (spec/2 §5). */
export const REGISTER_NAME_MIN_LENGTH = 2;
/** Registration has 3 steps: form, creating, 'check your e-mail' (spec/2 §4, §9). */
export const REGISTRATION_STEPS = 3;

/**
 * How long a link mailed to confirm an account or reset a password works. Ours: the spec gives none; an hour
 * is time enough to open the mail, short enough that an old mail in a shared inbox is worthless. Each link
 * works once.
 */
export const RESET_LINK_TTL_SECONDS = 3600;
export const CONFIRM_LINK_TTL_SECONDS = 24 * 3600;

export type PasswordFormInput = {
  /** The new password and its repeat. */
  next: string;
  repeat: string;
  /** The old password, when changing one that exists (spec/2 §5); absent on reset and first set. */
  old?: string;
};

export type PasswordFormProblem = 'too_short' | 'not_equal' | 'old_too_short';

/**
 * The password form's check (spec/2 §5): new at least 8 and equal to the repeat; when changing and an old
 * password exists, the old one at least 8 too. The first problem found, or null when it may be sent.
 */
export function passwordFormProblem(input: PasswordFormInput): PasswordFormProblem | null {
  if (input.next.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (input.next !== input.repeat) return 'not_equal';
  if (input.old !== undefined && input.old.length < PASSWORD_MIN_LENGTH) return 'old_too_short';
  return null;
}
