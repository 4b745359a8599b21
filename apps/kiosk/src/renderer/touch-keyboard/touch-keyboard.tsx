import { useTranslation } from '@comanda/i18n/react';
import { iconMarkup } from '@comanda/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import Keyboard, { type KeyboardButtonAttributes } from 'react-simple-keyboard';
import { KEY, type KeyboardKind, keyboardLanguage, keyboardLayout, layoutKeys } from './layouts.ts';
import { autoLayer, pressKey } from './press-key.ts';
import './touch-keyboard.css';

/**
 * The on-screen keyboard (issue 12 item 5): the totem has no physical one. It types into the field the
 * screen says is focused — `value` and `onChange` are that field's — so whatever checks the field
 * checks what is typed here too. Its keys never take the focus (a mouse-down on them does nothing), so
 * the field keeps its caret, its focus ring and its green or red border while the diner types.
 */
export function TouchKeyboard({
  kind,
  value,
  onChange,
  maxLength,
  onDone,
}: {
  kind: KeyboardKind;
  value: string;
  onChange(value: string): void;
  maxLength?: number;
  /** When given, a 'done' key closes the keyboard. */
  onDone?(): void;
}) {
  const { t, i18n } = useTranslation();
  const language = keyboardLanguage(i18n.language);
  const done = onDone !== undefined;
  const layout = useMemo(() => keyboardLayout(kind, language, { done }), [kind, language, done]);
  const [layer, setLayer] = useState(() => autoLayer(kind, value));

  // The field's own layer again when the keyboard moves to another field (or the field is changed
  // by other means, as a restored draft).
  const lastTyped = useRef(value);
  useEffect(() => {
    if (value !== lastTyped.current) setLayer(autoLayer(kind, value));
    lastTyped.current = value;
  }, [kind, value]);

  const labels = useMemo(
    () => ({
      [KEY.backspace]: t('m2000_key_backspace'),
      [KEY.shift]: t('m2000_key_shift'),
      [KEY.space]: t('m2000_key_space'),
      [KEY.done]: t('m2000_key_done'),
    }),
    [t],
  );
  const display = useMemo(
    () => ({
      [KEY.backspace]: iconMarkup('backspace'),
      [KEY.shift]: iconMarkup('shift'),
      [KEY.space]: escapeHtml(labels[KEY.space]),
      [KEY.done]: escapeHtml(labels[KEY.done]),
    }),
    [labels],
  );
  const attributes = useMemo<KeyboardButtonAttributes[]>(
    () => [
      // Keys are <button>s, never a form's submit button.
      { attribute: 'type', value: 'button', buttons: layoutKeys(layout).join(' ') },
      { attribute: 'aria-label', value: labels[KEY.backspace], buttons: KEY.backspace },
      { attribute: 'aria-label', value: labels[KEY.shift], buttons: KEY.shift },
      { attribute: 'aria-pressed', value: String(layer === 'shift'), buttons: KEY.shift },
    ],
    [layout, labels, layer],
  );
  const themes = useMemo(
    () => [
      { class: 'touch-key--wide', buttons: `${KEY.space} ${KEY.done}` },
      { class: 'touch-key--action', buttons: `${KEY.backspace} ${KEY.shift} ${KEY.done}` },
    ],
    [],
  );

  // simple-keyboard keeps the handler it was last given; read the field's newest value through a ref.
  const current = useRef({ value, layer, onChange, onDone, maxLength });
  current.current = { value, layer, onChange, onDone, maxLength };
  const press = (key: string) => {
    const now = current.current;
    if (key === KEY.done) return now.onDone?.();
    const next = pressKey(kind, { value: now.value, layer: now.layer }, key, now.maxLength);
    setLayer(next.layer);
    if (next.value !== now.value) {
      lastTyped.current = next.value;
      now.onChange(next.value);
    }
  };

  return (
    // The mouse-down handler is not a control: it keeps a tap on a key from taking the field's focus.
    <section
      className={`touch-keyboard touch-keyboard--${kind}`}
      aria-label={t('m2000_keyboard')}
      onMouseDown={(e) => e.preventDefault()}
    >
      <Keyboard
        layout={layout}
        layoutName={layer}
        display={display}
        buttonAttributes={attributes}
        buttonTheme={themes}
        theme="touch-keyboard__keys"
        useButtonTag
        preventMouseDownDefault
        disableButtonHold
        disableCaretPositioning
        onKeyPress={press}
      />
    </section>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
