import { useEffect, useRef, useState } from 'react';

/**
 * A text input whose border turns green or red once the diner has been in it (spec/3 §5) — focused
 * it, or typed into it on the on-screen keyboard — with its error text tied to it for screen readers.
 * `inputMode="none"`: the totem types with its own keyboard, so no system keyboard opens over it.
 * `focusOnMount` puts the caret here when the screen (not the diner) chooses the field: that focus alone
 * does not count as the diner's.
 */
export function Field({
  id,
  label,
  value,
  valid,
  error,
  type = 'text',
  autoComplete,
  focusOnMount = false,
  onChange,
  onFocus,
}: {
  id: string;
  label: string;
  value: string;
  valid: boolean;
  error: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  focusOnMount?: boolean;
  onChange(value: string): void;
  onFocus?(): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const focusByScreen = useRef(false);
  const [initial] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focusOnMount || !input.current || document.activeElement === input.current) return;
    focusByScreen.current = true;
    input.current.focus();
  }, [focusOnMount]);

  const touched = focused || value !== initial;
  const state = touched ? (valid ? 'field-input--valid' : 'field-input--invalid') : '';
  const errorId = `${id}-error`;
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        ref={input}
        id={id}
        className={`field-input ${state}`}
        type={type}
        inputMode="none"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={touched && !valid}
        aria-describedby={touched && !valid ? errorId : undefined}
        onFocus={() => {
          if (!focusByScreen.current) setFocused(true);
          focusByScreen.current = false;
          onFocus?.();
        }}
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
