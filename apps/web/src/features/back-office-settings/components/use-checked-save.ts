import type { TextRef } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFocusFirstRefusal } from '../../../lib/use-focus-refusal.ts';
import {
  bodyProblems,
  type FieldProblems,
  type PlaceOf,
  type Refusal,
  refusalProblems,
} from './field-problems.ts';
import { useSave } from './save-status.tsx';

/** Where a section shows its refusals: a field path's place, a place's label, a rule text's place. */
export type Places = {
  placeOf: PlaceOf;
  label: (place: string) => string;
  placeOfText: (detail: TextRef) => string | null;
};

/**
 * A settings section's save that refuses at the fields (issue 13 item 3, issue 17 items 3 and 7): the body is
 * checked before it is sent — the contract's `issues` (null when it parses), then the rules' texts — and a
 * refusal, the browser's or the server's, shows at the field it is about, which takes the focus (`sectionRef`).
 */
export function useCheckedSave(places: Places) {
  const { t } = useTranslation();
  const { status, busy, run, refuse } = useSave();
  const [problems, setProblems] = useState<FieldProblems>({});
  const sectionRef = useFocusFirstRefusal<HTMLElement>(problems);

  const saveChecked = (
    check: { issues: readonly { path: readonly PropertyKey[] }[] | null; rules: () => readonly TextRef[] },
    send: () => Promise<{ changed: boolean }>,
    onSaved: () => unknown,
  ) => {
    const found = bodyProblems(check.issues, check.rules, places);
    setProblems(found);
    if (Object.keys(found).length > 0)
      return refuse(found.form ? errorMessage(found.form) : t('m9000_set_fix_fields'));
    return run(send, onSaved, (error) =>
      setProblems(refusalProblems(error as Refusal, places.placeOf, places.placeOfText)),
    );
  };

  return { status, busy, problems, sectionRef, saveChecked };
}
