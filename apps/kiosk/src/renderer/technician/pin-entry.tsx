import { TECHNICIAN_PIN } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { Keypad } from '../order-table/keypad.tsx';
import '../order-table/order-table.css';
import './technician.css';

/**
 * A PIN typed on the totem's keypad (issue 12 items 5, 6), shown as dots: the pairing screen's choice
 * and the technician menu's lock. Confirm waits for the shortest PIN; longer ones stop at the longest.
 */
export function PinEntry({
  title,
  hint,
  error,
  busy = false,
  onSubmit,
}: {
  title: string;
  hint: string;
  error: string;
  busy?: boolean;
  onSubmit(pin: string): void;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const press = (key: string) =>
    setPin((current) =>
      key === 'backspace'
        ? current.slice(0, -1)
        : current.length < TECHNICIAN_PIN.maxDigits
          ? current + key
          : current,
    );
  const submit = () => {
    onSubmit(pin);
    setPin('');
  };
  return (
    <section className="pin-entry" aria-labelledby="pin-entry-title">
      <h2 id="pin-entry-title">{title}</h2>
      <p className="pin-entry-hint">{hint}</p>
      <output className="pin-entry-dots" aria-live="polite">
        <span aria-hidden="true">{'•'.repeat(pin.length) || '\u00a0'}</span>
        <span className="visually-hidden">{t('p2000_tech_pin_digits', { count: pin.length })}</span>
      </output>
      <p role="alert" className="pin-entry-error">
        {error}
      </p>
      <Keypad onKey={press} onConfirm={submit} canConfirm={pin.length >= TECHNICIAN_PIN.minDigits && !busy} />
    </section>
  );
}
