import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordFormProblem } from './password.ts';

describe('the password form (spec/2 §5, §9)', () => {
  it('asks for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordFormProblem({ next: '1234567', repeat: '1234567' })).toBe('too_short');
    expect(passwordFormProblem({ next: '12345678', repeat: '12345678' })).toBeNull();
  });

  it('asks the repeat to be equal', () => {
    expect(passwordFormProblem({ next: '12345678', repeat: '12345679' })).toBe('not_equal');
  });

  it('asks an old password of at least 8 when changing one that exists', () => {
    expect(passwordFormProblem({ next: 'abcdefgh', repeat: 'abcdefgh', old: 'short' })).toBe('old_too_short');
    expect(passwordFormProblem({ next: 'abcdefgh', repeat: 'abcdefgh', old: 'longenough' })).toBeNull();
  });
});
