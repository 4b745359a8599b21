import { useId } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import type { GroupProblem } from '../model/group-problems.ts';

/**
 * A labelled input with its refusal right under it (issue 13 item 3 'refusals shown next to the field'): the
 * input is marked invalid and names the refusal as its description, so a screen reader says both together. A
 * hint (what an empty code becomes) is described the same way.
 */
export function CheckedField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: GroupProblem | undefined;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
  hint?: string | undefined;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const { problem, hint } = props;
  const described = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="bo-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.required}
        inputMode={props.inputMode}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={hintId} className="bo-field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? <FieldProblem id={problemId} problem={problem} /> : null}
    </div>
  );
}

/** A refusal as the manager reads it, in their language (the server's Spanish words when the key is unknown). */
export function FieldProblem({ id, problem }: { id: string; problem: GroupProblem }) {
  return (
    <p id={id} className="bo-field-problem">
      {errorMessage(problem)}
    </p>
  );
}
