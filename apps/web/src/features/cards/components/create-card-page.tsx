import {
  CARD_CHECK_DEFAULT_AMOUNT,
  CARD_COUNTRY_CURRENCY,
  formatMoney,
  SAVED_CARD_COUNTRIES,
  type SavedCardCountry,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sayError } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { cardsApi } from '../api/cards-api.ts';
import './cards.css';

/** Where a failed save lands, with the reason to show (spec/2 §8 'Error while recording card'). */
export const CARD_ERROR_PATH = '/l/createcarderror';

/** The check's amount as a person reads it, in the country's currency. */
const checkAmount = (pais: SavedCardCountry) => {
  const { code, decimals } = CARD_COUNTRY_CURRENCY[pais];
  return formatMoney(CARD_CHECK_DEFAULT_AMOUNT * 10 ** decimals, {
    code,
    symbol: '$',
    symbolPosition: 'before',
    decimalSeparator: ',',
    decimals,
    thousandsSeparator: '.',
  });
};

/**
 * /l/createcard (spec/2 §2 'Card routes'): 'Agregar tarjeta'. It says what happens — the card is typed on the
 * vault's form and checked by a charge reversed at once — and opens the form (POST /pay/createcard). Back
 * from the form with ?code=, the card is checked and kept (POST /pay/processcard): /l/createcardok, or
 * /l/createcarderror with the reason.
 */
export function CreateCardPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const [pais, setPais] = useState<SavedCardCountry>('cl');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const processed = useRef(false);
  const id = useId();
  useDocumentTitle(t('m1_card_create_title'));

  useEffect(() => {
    if (!token || !code || processed.current) return;
    processed.current = true;
    cardsApi
      .processCard(code)
      .then(() => navigate('/l/createcardok', { replace: true }))
      .catch(async (failure: unknown) =>
        navigate(CARD_ERROR_PATH, { replace: true, state: { reason: await sayError(failure) } }),
      );
  }, [token, code, navigate]);

  if (!token) return <section className="page">{loginSlot}</section>;
  if (code)
    return (
      <p className="page muted" role="status">
        {t('m1_card_processing')}
      </p>
    );
  const open = async () => {
    setBusy(true);
    setError('');
    try {
      const { redirect } = await cardsApi.createCard({ pa: pais });
      window.location.assign(redirect);
    } catch (failure) {
      setError(await sayError(failure));
      setBusy(false);
    }
  };
  return (
    <section className="page cards" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('m1_card_create_title')}</h1>
      <div className="card cards__form">
        <label className="field">
          <span className="field__label">{t('m1_card_create_country')}</span>
          <select value={pais} onChange={(e) => setPais(e.target.value as SavedCardCountry)}>
            {SAVED_CARD_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(`m1_country_${country}`)}
              </option>
            ))}
          </select>
        </label>
        <p>{t('p1_card_create_check', { amount: checkAmount(pais) })}</p>
        <p className="muted small">{t('m1_card_create_safe')}</p>
        {error ? (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        ) : null}
        <button type="button" className="button" aria-disabled={busy} onClick={() => void (busy || open())}>
          {t('m1_card_create_continue')}
        </button>
        <Link to="/l/mycards" className="link">
          {t('m1_cards_see')}
        </Link>
      </div>
    </section>
  );
}
