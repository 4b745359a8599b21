import { type AddressField, addressProblems, type TAddress } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import type { AddressDraft } from '../model/address-rules.ts';
import { sandboxGeocode } from '../model/sandbox-geocoder.ts';

const FIELD_KEYS: Record<AddressField, string> = {
  street: 'm1_address_street',
  commune: 'm1_address_commune',
  city: 'm1_address_city',
  alias: 'm1_address_alias',
};

const toNumber = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/**
 * Add or edit an address (spec/2 §2 'Add-address dialogs', §4 'Address editing', §5 rules). There is no
 * map service on these machines: the point comes from the sandbox geocoder (a table of streets and
 * communes of Santiago and Madrid), the browser's location, or coordinates typed by hand.
 */
export function AddressDialog({
  initial,
  others,
  signedIn,
  onSave,
  onClose,
}: {
  initial: AddressDraft;
  others: readonly TAddress[];
  signedIn: boolean;
  onSave: (draft: AddressDraft) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [lat, setLat] = useState(initial.lt === null ? '' : String(initial.lt));
  const [lng, setLng] = useState(initial.lg === null ? '' : String(initial.lg));
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const showZip = draft.pa === 'es' || draft.pa === 'us';
  const optional = draft.pa === 'cl' || draft.pa === 'ar';

  const locate = () => {
    const found = sandboxGeocode(draft);
    if (!found) {
      setInfo('');
      setError(t('m1_address_not_found'));
      return null;
    }
    setLat(String(found.lat));
    setLng(String(found.lng));
    setError('');
    setInfo(t('m1_address_located'));
    return found;
  };
  const locateMe = () => {
    if (!navigator.geolocation) {
      setError(t('m1_address_geo_error'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLat(position.coords.latitude.toFixed(6));
        setLng(position.coords.longitude.toFixed(6));
        setError('');
        setInfo(t('m1_address_located'));
      },
      () => setError(t('m1_address_geo_error')),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = addressProblems(draft, others, signedIn);
    if (problems.missing.length > 0) {
      setError(`${t('m1_address_missing')} ${problems.missing.map((f) => t(FIELD_KEYS[f])).join(', ')}`);
      return;
    }
    if (problems.aliasTaken) {
      setError(t('m1_address_alias_taken'));
      return;
    }
    let lt = toNumber(lat);
    let lg = toNumber(lng);
    if (lt === null || lg === null) {
      const found = sandboxGeocode(draft);
      lt = found?.lat ?? null;
      lg = found?.lng ?? null;
    }
    setBusy(true);
    const failed = await onSave({ ...draft, lt, lg });
    setBusy(false);
    if (failed) setError(failed);
  };

  return (
    <dialog ref={ref} className="sheet" aria-labelledby={titleId}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId} className="sheet__title">
          {initial.di ? t('m1_address_edit') : t('m1_address_add')}
        </h2>
        {signedIn ? (
          <TextField
            name="alias"
            label={t('m1_address_alias')}
            draft={draft}
            set={set}
            extra={{ autoComplete: 'off' }}
          />
        ) : null}
        {
          <TextField
            name="di"
            label={t('m1_address_street')}
            draft={draft}
            set={set}
            extra={{ autoComplete: 'address-line1', required: true }}
          />
        }
        <TextField
          name="dp"
          label={optional ? `${t('m1_address_apartment')} (${t('m1_optional')})` : t('m1_address_apartment')}
          draft={draft}
          set={set}
          extra={{ autoComplete: 'address-line2' }}
        />
        <div className="field-row">
          {
            <TextField
              name="cm"
              label={t('m1_address_commune')}
              draft={draft}
              set={set}
              extra={{ autoComplete: 'address-level3', required: true }}
            />
          }
          {
            <TextField
              name="ci"
              label={t('m1_address_city')}
              draft={draft}
              set={set}
              extra={{ autoComplete: 'address-level2', required: true }}
            />
          }
        </div>
        {showZip ? (
          <TextField
            name="zc"
            label={t('m1_address_zip')}
            draft={draft}
            set={set}
            extra={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
          />
        ) : null}
        {<TextField name="ct" label={t('m1_address_notes')} draft={draft} set={set} />}
        <fieldset className="field-group">
          <legend>{t('m1_address_location')}</legend>
          <p className="muted small">{t('m1_address_sandbox')}</p>
          <div className="row-actions">
            <button type="button" className="button button--ghost" onClick={() => locate()}>
              {t('m1_address_locate')}
            </button>
            <button type="button" className="button button--ghost" onClick={locateMe}>
              {t('m1_address_use_location')}
            </button>
          </div>
          <div className="field-row">
            <label className="field">
              <span className="field__label">{t('m1_address_latitude')}</span>
              <input inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />
            </label>
            <label className="field">
              <span className="field__label">{t('m1_address_longitude')}</span>
              <input inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} />
            </label>
          </div>
        </fieldset>
        {signedIn ? (
          <label className="check">
            <input type="checkbox" checked={draft.def} onChange={(e) => set({ def: e.target.checked })} />
            <span>{t('m1_address_default')}</span>
          </label>
        ) : (
          <p className="muted small">{t('m1_address_temporary')}</p>
        )}
        {info && !error ? <p role="status">{info}</p> : null}
        {error ? (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        ) : null}
        <div className="sheet__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('m1_cancel')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('m1_save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

type TextKey = 'alias' | 'di' | 'dp' | 'cm' | 'ci' | 'zc' | 'ct';

function TextField({
  name,
  label,
  draft,
  set,
  extra = {},
}: {
  name: TextKey;
  label: string;
  draft: AddressDraft;
  set: (patch: Partial<AddressDraft>) => void;
  extra?: object;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} {...extra} />
    </label>
  );
}
