import { useEffect, useRef } from 'react';
import './confirm-dialog.css';

/** A yes/no question over the screen (delete a line, cancel the order: spec/3 §4 'after confirmation'). */
export function ConfirmDialog({
  question,
  yes,
  no,
  onYes,
  onNo,
}: {
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
}) {
  const noButton = useRef<HTMLButtonElement>(null);
  useEffect(() => noButton.current?.focus(), []);
  return (
    <div className="confirm-backdrop">
      <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-question">
        <p id="confirm-question">{question}</p>
        <div className="confirm-actions">
          <button ref={noButton} type="button" className="big-button big-button--quiet" onClick={onNo}>
            {no}
          </button>
          <button type="button" className="big-button" onClick={onYes}>
            {yes}
          </button>
        </div>
      </div>
    </div>
  );
}
