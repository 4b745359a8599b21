import { SEARCH_MIN_QUERY_LENGTH } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSearchable, searchPath } from '../model/search-query.ts';

/**
 * The search field of home and of the results pages. A query under 2 characters is not sent (spec/1
 * §5, §9): the hint under the field, always shown, turns into the error and the field keeps focus.
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  // A results page opened with a short query (/l/search?q=p) says so at once.
  const [refused, setRefused] = useState(initial.trim() !== '' && !isSearchable(initial));
  const invalid = refused && !isSearchable(value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchable(value)) {
      setRefused(true);
      input.current?.focus();
      return;
    }
    setRefused(false);
    void navigate(searchPath(value));
  };

  return (
    <search>
      <form className="search-box" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('m1_search_label')}
        </label>
        <div className="search-box__row">
          <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          <input
            ref={input}
            id={inputId}
            className="search-box__input"
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('m1_search_placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            aria-invalid={invalid || undefined}
          />
          <button type="submit" className="button search-box__submit">
            {t('m1_search_button')}
          </button>
        </div>
        <p id={hintId} className="search-box__hint" data-invalid={invalid || undefined}>
          {invalid ? (
            <span className="search-box__error-mark" aria-hidden="true">
              !
            </span>
          ) : null}
          {t('p1_search_min_hint', { n: SEARCH_MIN_QUERY_LENGTH })}
        </p>
      </form>
    </search>
  );
}
