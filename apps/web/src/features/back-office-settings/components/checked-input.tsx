import { type InputHTMLAttributes, useId } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import type { FieldProblem } from './field-problems.ts';

/**
 * A labelled input with its refusal right under it: marked invalid and described by the refusal, so a screen
 * reader says both together (the menu editors' CheckedField, for the settings sections).
 */
export function CheckedInput({
  label,
  problem,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; problem?: FieldProblem | undefined }) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={className ?? 'bo-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem ? (
        <p id={problemId} className="set-problem">
          {errorMessage(problem)}
        </p>
      ) : null}
    </div>
  );
}
