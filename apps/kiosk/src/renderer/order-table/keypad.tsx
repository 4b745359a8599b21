import { useTranslation } from '@comanda/i18n/react';
import { Icon } from '@comanda/ui';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Digits 0–9, backspace and confirm (spec/3 §2 /OrderTable). */
export function Keypad({
  onKey,
  onConfirm,
  canConfirm,
}: {
  onKey(key: string): void;
  onConfirm(): void;
  canConfirm: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="keypad">
      <legend className="visually-hidden">{t('m2000_keypad')}</legend>
      {KEYS.map((key) => (
        <button key={key} type="button" className="keypad-key" onClick={() => onKey(key)}>
          {key}
        </button>
      ))}
      <button
        type="button"
        className="keypad-key keypad-key--action"
        aria-label={t('m2000_backspace')}
        onClick={() => onKey('backspace')}
      >
        <Icon name="backspace" />
      </button>
      <button type="button" className="keypad-key" onClick={() => onKey('0')}>
        0
      </button>
      <button
        type="button"
        className="keypad-key keypad-key--confirm"
        disabled={!canConfirm}
        onClick={onConfirm}
      >
        {t('m2000_confirm')}
      </button>
    </fieldset>
  );
}
