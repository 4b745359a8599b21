import { ADDRESS_SEARCH_DEBOUNCE_MS, type TPlace, type TPlaceSuggestion } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { geo } from '../api/geo.ts';

/**
 * The address search box (spec/2 §2 'form with autocomplete', §5 'Address search is debounced by 1 s, and
 * results clear when text shortens'): suggestions from the platform's geocoder; choosing one fills the form
 * with its parts and point.
 */
export function AddressSearch({ country, onPlace }: { country: string; onPlace: (place: TPlace) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<TPlaceSuggestion[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const previous = useRef('');

  useEffect(() => {
    const typed = text.trim();
    // A shorter text (a deletion) clears what was found for the longer one.
    if (typed.length < previous.current.length) setSuggestions([]);
    previous.current = typed;
    if (typed.length < 3) return;
    const timer = setTimeout(() => {
      setBusy(true);
      geo
        .search(typed, country)
        .then((answer) => {
          setSuggestions(answer.predictions);
          setError(answer.predictions.length === 0 ? t('m1_address_not_found') : '');
        })
        .catch((e) => setError(errorMessage(e)))
        .finally(() => setBusy(false));
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, country, t]);

  const choose = async (suggestion: TPlaceSuggestion) => {
    try {
      const place = await geo.details(suggestion.place_id);
      setSuggestions([]);
      setText(suggestion.description);
      previous.current = suggestion.description;
      onPlace(place);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div className="address-search">
      <label className="field">
        <span className="field__label">{t('m1_address_search')}</span>
        <input
          type="search"
          autoComplete="off"
          value={text}
          aria-describedby={`${listId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <span id={`${listId}-hint`} className="field__hint">
        {t('m1_address_search_hint')}
      </span>
      {busy ? <p className="muted small">{t('m1_address_searching')}</p> : null}
      {suggestions.length > 0 ? (
        <ul className="address-search__list" aria-label={t('m1_address_suggestions')}>
          {suggestions.map((s) => (
            <li key={s.place_id}>
              <button type="button" className="address-search__item" onClick={() => void choose(s)}>
                {s.description}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="muted small">{error}</p> : null}
    </div>
  );
}
