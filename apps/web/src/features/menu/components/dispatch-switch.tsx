import { DispatchType, offersDispatchType, type TAppConfig, type WebDispatchType } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

const TYPES = [
  { tipo: DispatchType.delivery, key: 'm1_service_delivery' },
  { tipo: DispatchType.pickup, key: 'm1_service_pickup' },
  { tipo: DispatchType.checkIn, key: 'm1_service_checkin' },
] as const;

/**
 * The action bar's dispatch switch (spec/1 §2 screen 1, §4 'Dispatch type selection'): only the types
 * the venue offers (check-in only at a table), the current one pressed and carrying the cart's count.
 */
export function DispatchSwitch({
  app,
  tipo,
  atTable,
  count,
  onChange,
}: {
  app: Parameters<typeof offersDispatchType>[0] & Pick<TAppConfig, 'selfat'>;
  tipo: number;
  atTable: boolean;
  count: number;
  onChange: (tipo: WebDispatchType) => void;
}) {
  const { t } = useTranslation();
  const offered = TYPES.filter(
    ({ tipo: type }) => offersDispatchType(app, type) && (type !== DispatchType.checkIn || atTable),
  );
  if (offered.length === 0) return null;
  return (
    <fieldset className="dispatch-switch">
      <legend className="visually-hidden">{t('m1_dispatch_label')}</legend>
      {offered.map(({ tipo: type, key }) => {
        const current = type === tipo;
        return (
          <button
            key={type}
            type="button"
            className="dispatch-switch__option"
            aria-pressed={current}
            onClick={() => onChange(type)}
          >
            {t(key)}
            {current && count > 0 ? (
              <span className="dispatch-switch__count">
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">{t('p1_dispatch_count', { count })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
