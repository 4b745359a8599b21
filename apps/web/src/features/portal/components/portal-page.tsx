import { ApiError } from '@comanda/api-client';
import { localText, type TPortalInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { rememberListed } from '../../../lib/venue-locations.ts';
import { NearbySkeleton, RestaurantCard } from '../../nearby/index.ts';
import { places } from '../api/places-api.ts';
// The cards' and the skeleton's looks, shared with the nearby list.
import '../../nearby/components/nearby.css';

type PortalState =
  | { status: 'loading' }
  | { status: 'ready'; det: TPortalInfo['det'] }
  /** No portal by that id in that country: the page reads as an empty portal (spec/3 §8). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * /l/{pais}/portal/{idportal} (spec/3 §2 'Portal routes'): a portal's restaurants — the skeleton while they
 * load, then their cards, each opening its menu; 'En este momento no hay locales disponibles' / 'Intenta
 * nuevamente más tarde' when it has none in service (spec/3 §8 'Empty portal list').
 */
export function PortalPage() {
  const { t, i18n } = useTranslation();
  const { pais = '', idportal = '' } = useParams();
  const [state, setState] = useState<PortalState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { det } = await places.portalInfo(pais, idportal);
      rememberListed(det.idl);
      setState({ status: 'ready', det });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) setState({ status: 'missing' });
      else setState({ status: 'error', message: errorMessage(error) });
    }
  }, [pais, idportal]);

  useEffect(() => {
    void load();
  }, [load]);

  const name = state.status === 'ready' ? localText(state.det.nm, state.det.nmTrad, i18n.language) : '';
  useDocumentTitle(name ? `${name} · ${t('m1_app_name')}` : t('m1_app_name'));

  return (
    <div className="nearby page">
      <header className="page-intro">
        {/* The heading waits for the name; while loading it says what is coming. */}
        <h1>{name || t('m1_portal_title')}</h1>
        <p>{t('m1_nearby_subtitle')}</p>
      </header>
      <PortalBody state={state} onRetry={() => void load()} portalName={name} />
    </div>
  );
}

function PortalBody({
  state,
  onRetry,
  portalName,
}: {
  state: PortalState;
  onRetry: () => void;
  portalName: string;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return (
      <>
        <LoadingNote text={t('m1_portal_loading')} />
        <NearbySkeleton />
      </>
    );
  if (state.status === 'error')
    return (
      <StatusMessage
        role="alert"
        title={t('m1_error_title')}
        hint={state.message}
        action={
          <button type="button" className="button" onClick={onRetry}>
            {t('m1_retry')}
          </button>
        }
      />
    );
  if (state.status === 'missing' || state.det.idl.length === 0)
    return <StatusMessage title={t('m1_nearby_empty_title')} hint={t('m1_nearby_empty_hint')} />;
  return (
    <ul className="nearby-list" aria-label={t('p1_portal_list', { name: portalName })}>
      {state.det.idl.map((restaurant) => (
        <RestaurantCard
          key={`${restaurant.idrl}-${restaurant.dk}`}
          restaurant={restaurant}
          showDistance={false}
        />
      ))}
    </ul>
  );
}
