import {
  type AddressField,
  type AddressVerification,
  addressLabels,
  addressProblems,
  MAP_ZOOM,
  type TAddress,
  type TMapConfig,
  type TPlace,
} from '@comanda/domain';
import { countryName } from '@comanda/domain/countries';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { geo } from '../api/geo.ts';
import type { AddressDraft } from '../model/address-rules.ts';
import { browserGeolocation, geolocate } from '../model/geolocate.ts';
import { AddressSearch } from './address-search.tsx';
import { PhoneStep } from './phone-step.tsx';
import { SavedModal, type SavedModalType } from './saved-modal.tsx';

const AddressMap = lazy(() => import('./address-map.tsx').then((m) => ({ default: m.AddressMap })));

const FIELD_KEYS: Record<AddressField, string> = {
  street: 'm1_address_street',
  commune: 'm1_address_commune',
  city: 'm1_address_city',
  alias: 'm1_address_alias',
};

/** Where a map opens with no point yet: the country's capital (ours; the spec names none). */
const COUNTRY_CENTRE: Record<string, { lat: number; lng: number }> = {
  cl: { lat: -33.4378, lng: -70.6505 },
  es: { lat: 40.4168, lng: -3.7038 },
  ar: { lat: -34.6037, lng: -58.3816 },
  co: { lat: 4.711, lng: -74.0721 },
  mx: { lat: 19.4326, lng: -99.1332 },
  pe: { lat: -12.0464, lng: -77.0428 },
  us: { lat: 38.9072, lng: -77.0369 },
};

type Step = 'source' | 'form' | 'map' | 'verify' | 'complete' | 'phone' | 'saved';

/**
 * Add or edit an address (spec/2 §2 'Add-address dialogs', §4, §5): 1.5 source (type it or use the current
 * location), 2 the form with the place search, 2.5 the map with its draggable pin, 2.75 verify (city and
 * country read-only, street editable; coverage checked), 3 complete (alias, apartment, zip, notes), 4 the
 * phone when the profile has none; then the saved modal: verified, out of coverage or saved.
 */
export function AddressDialog({
  initial,
  others,
  signedIn,
  onSave,
  onClose,
  zoom = MAP_ZOOM.dialog,
  askPhone = false,
  venue,
}: {
  initial: AddressDraft;
  others: readonly TAddress[];
  signedIn: boolean;
  onSave: (draft: AddressDraft, verification: AddressVerification | null) => Promise<string | null>;
  onClose: () => void;
  zoom?: number;
  /** The profile has no phone: step 4 asks for it after saving. */
  askPhone?: boolean;
  venue?: { xir: string; xil: string };
}) {
  const { t, i18n } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const editing = initial.di.trim() !== '';
  const [step, setStep] = useState<Step>(editing ? 'form' : 'source');
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);
  const [config, setConfig] = useState<TMapConfig | null>(null);
  const [verdict, setVerdict] = useState<AddressVerification | null>(null);
  const [savedType, setSavedType] = useState<SavedModalType>(0);
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const labels = addressLabels(draft.pa);

  useEffect(() => {
    geo
      .config()
      .then(setConfig)
      .catch(() => setConfig(null));
  }, []);

  const fromPlace = (place: TPlace) =>
    set({
      di: place.di || draft.di,
      cm: place.cm,
      ci: place.ci,
      zc: place.zc || draft.zc,
      pa: place.pa || draft.pa,
      lt: place.lt,
      lg: place.lg,
    });

  const locateMe = async () => {
    setError('');
    setInfo(t('m1_address_locating'));
    setBusy(true);
    const found = await geolocate(browserGeolocation);
    setBusy(false);
    if (!found) {
      setInfo('');
      setError(t('m1_address_geo_error'));
      return;
    }
    setInfo(found.from === 'stored' ? t('m1_address_geo_stored') : '');
    try {
      fromPlace({ ...(await geo.reverse(found.lat, found.lng)), lt: found.lat, lg: found.lng });
    } catch {
      set({ lt: found.lat, lg: found.lng });
    }
    setStep('form');
  };

  const missingText = (missing: AddressField[]) =>
    `${t('m1_address_missing')} ${missing.map((f) => t(FIELD_KEYS[f])).join(', ')}`;

  const toMap = async (event: FormEvent) => {
    event.preventDefault();
    const { missing } = addressProblems(draft, [], false);
    if (missing.length > 0) return setError(missingText(missing));
    setError('');
    // A typed address without a point: the geocoder's first match for it, else the pin starts at the
    // country's capital for the diner to drag (spec/2 §8 'dirección no encontrada').
    if (draft.lt === null || draft.lg === null) {
      let place: TPlace | null = null;
      try {
        const [first] = (await geo.search(`${draft.di}, ${draft.cm}`, draft.pa)).predictions;
        if (first) place = await geo.details(first.place_id);
      } catch {
        place = null;
      }
      const centre = COUNTRY_CENTRE[draft.pa] ?? COUNTRY_CENTRE.cl!;
      if (!place) setInfo(t('m1_address_not_found'));
      set({ lt: place?.lt ?? centre.lat, lg: place?.lg ?? centre.lng });
    }
    setStep('map');
  };

  const verify = async () => {
    setStep('verify');
    setVerdict(null);
    try {
      setVerdict((await geo.verify({ ...draft, alias: draft.alias || 'Home' } as TAddress, venue)).status);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = addressProblems(draft, others, signedIn);
    if (problems.missing.length > 0) return setError(missingText(problems.missing));
    if (problems.aliasTaken) return setError(t('m1_address_alias_taken'));
    setBusy(true);
    // Checked again on save (spec/2 §4 'checked at start and on save').
    let status = verdict;
    try {
      status = (await geo.verify(draft as TAddress, venue)).status;
    } catch {
      status = null;
    }
    const failed = await onSave(draft, status);
    setBusy(false);
    if (failed) return setError(failed);
    setError('');
    setSavedType(status === 'valid' ? 2 : status === 'invalid' ? 3 : 0);
    setStep(askPhone ? 'phone' : 'saved');
  };

  if (step === 'saved') return <SavedModal type={savedType} onClose={onClose} />;

  const point = draft.lt !== null && draft.lg !== null ? { lat: draft.lt, lng: draft.lg } : null;
  const mapPoint = point ?? COUNTRY_CENTRE[draft.pa] ?? COUNTRY_CENTRE.cl!;
  const titles: Record<Exclude<Step, 'saved'>, string> = {
    source: t('m1_address_add'),
    form: editing ? t('m1_address_edit') : t('m1_address_add'),
    map: t('m1_address_map_title'),
    verify: t('m1_address_verify_title'),
    complete: t('m1_address_complete_title'),
    phone: t('m1_address_phone_title'),
  };
  const notes = (
    <>
      {info && !error ? <p role="status">{info}</p> : null}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </>
  );

  return (
    <dialog ref={ref} className="sheet" aria-labelledby={titleId} data-step={step}>
      <h2 id={titleId} className="sheet__title">
        {titles[step]}
      </h2>
      {step === 'source' ? (
        <div className="form-stack">
          <button type="button" className="button" onClick={() => setStep('form')}>
            {t('m1_address_source_manual')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void locateMe()}
          >
            {t('m1_address_source_location')}
          </button>
          {notes}
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('m1_cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {step === 'form' ? (
        <form className="form-stack" onSubmit={(e) => void toMap(e)} noValidate>
          <AddressSearch country={draft.pa} onPlace={fromPlace} />
          {config?.geocoder === 'sandbox' ? (
            <p className="muted small">{t('m1_address_sandbox_note')}</p>
          ) : null}
          <Field
            label={t('m1_address_street')}
            value={draft.di}
            onChange={(di) => set({ di, lt: null, lg: null })}
            autoComplete="address-line1"
          />
          <div className="field-row">
            <Field
              label={t('m1_address_commune')}
              value={draft.cm}
              onChange={(cm) => set({ cm })}
              autoComplete="address-level3"
            />
            <Field
              label={t('m1_address_city')}
              value={draft.ci}
              onChange={(ci) => set({ ci })}
              autoComplete="address-level2"
            />
          </div>
          {notes}
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('m1_cancel')}
            </button>
            <button type="submit" className="button">
              {t('m1_next')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'map' ? (
        <div className="form-stack">
          <p className="muted small">{t('m1_address_map_hint')}</p>
          <Suspense fallback={<div className="pin-map" />}>
            <AddressMap
              point={mapPoint}
              zoom={zoom}
              config={config}
              onMove={(p) => set({ lt: p.lat, lg: p.lng })}
            />
          </Suspense>
          <div className="field-row">
            <CoordinateField
              label={t('m1_address_latitude')}
              value={draft.lt}
              onChange={(lt) => set({ lt })}
            />
            <CoordinateField
              label={t('m1_address_longitude')}
              value={draft.lg}
              onChange={(lg) => set({ lg })}
            />
          </div>
          {notes}
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={() => setStep('form')}>
              {t('m1_back')}
            </button>
            <button
              type="button"
              className="button"
              disabled={draft.lt === null || draft.lg === null}
              onClick={() => void verify()}
            >
              {t('m1_next')}
            </button>
          </div>
        </div>
      ) : null}
      {step === 'verify' ? (
        <div className="form-stack">
          <Field label={t('m1_address_street')} value={draft.di} onChange={(di) => set({ di })} />
          <div className="field-row">
            <Field label={t('m1_address_city')} value={draft.ci} readOnly />
            <Field label={t('m1_address_country')} value={countryName(draft.pa, i18n.language)} readOnly />
          </div>
          <p role="status" className={verdict === 'invalid' ? 'notice notice--error' : 'notice'}>
            {verdict === null
              ? t('m1_address_verifying')
              : verdict === 'valid'
                ? t('m1_saved_verified_title')
                : `${t('m1_saved_out_title')}: ${t('m1_saved_out_text')}`}
          </p>
          {error ? (
            <p role="alert" className="notice notice--error">
              {error}
            </p>
          ) : null}
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={() => setStep('map')}>
              {t('m1_back')}
            </button>
            <button
              type="button"
              className="button"
              disabled={draft.di.trim() === ''}
              onClick={() => {
                setError('');
                setStep('complete');
              }}
            >
              {t('m1_next')}
            </button>
          </div>
        </div>
      ) : null}
      {step === 'complete' ? (
        <form className="form-stack" onSubmit={(e) => void save(e)} noValidate>
          {signedIn ? (
            <Field
              label={t('m1_address_alias')}
              value={draft.alias}
              onChange={(alias) => set({ alias })}
              autoComplete="off"
            />
          ) : null}
          <Field
            label={
              labels.optionalMarks
                ? `${t('m1_address_apartment')} (${t('m1_optional')})`
                : t('m1_address_apartment')
            }
            value={draft.dp}
            onChange={(dp) => set({ dp })}
            autoComplete="address-line2"
          />
          {labels.zip ? (
            <Field
              label={labels.zip === 'zip' ? t('m1_address_zip_us') : t('m1_address_postal')}
              value={draft.zc}
              onChange={(zc) => set({ zc: zc.replace(/\D/g, '') })}
              autoComplete="postal-code"
              inputMode="numeric"
            />
          ) : null}
          <Field label={t('m1_address_notes')} value={draft.ct} onChange={(ct) => set({ ct })} />
          {signedIn ? (
            <label className="check">
              <input type="checkbox" checked={draft.def} onChange={(e) => set({ def: e.target.checked })} />
              <span>{t('m1_address_default')}</span>
            </label>
          ) : (
            <p className="muted small">{t('m1_address_temporary')}</p>
          )}
          {notes}
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={() => setStep('verify')}>
              {t('m1_back')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t('m1_save')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'phone' ? <PhoneStep onDone={() => setStep('saved')} /> : null}
    </dialog>
  );
}

function Field({
  label,
  value,
  onChange,
  readOnly = false,
  autoComplete,
  inputMode,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric';
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        value={value}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </label>
  );
}

function CoordinateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((typed) =>
      Number(typed.replace(',', '.')) === value ? typed : value === null ? '' : String(value),
    );
  }, [value]);
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value.trim().replace(',', '.'));
          onChange(e.target.value.trim() === '' || !Number.isFinite(n) ? null : n);
        }}
      />
    </label>
  );
}
