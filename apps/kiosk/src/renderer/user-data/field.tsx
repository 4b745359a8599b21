import { useState } from 'react';

/**
 * A text input whose border turns green or red once it has been focused (spec/3 §5), with its error
 * text tied to it for screen readers.
 */
export function Field({
  id,
  label,
  value,
  valid,
  error,
  type = 'text',
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  valid: boolean;
  error: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onChange(value: string): void;
}) {
  const [touched, setTouched] = useState(false);
  const state = touched ? (valid ? 'field-input--valid' : 'field-input--invalid') : '';
  const errorId = `${id}-error`;
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        className={`field-input ${state}`}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={touched && !valid}
        aria-describedby={touched && !valid ? errorId : undefined}
        onFocus={() => setTouched(true)}
        onChange={(e) => onChange(e.target.value)}
      />
      {touched && !valid ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}
