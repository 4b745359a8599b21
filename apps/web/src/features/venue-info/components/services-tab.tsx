import { activeServicesByGroup, type ServiceEntry } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

/**
 * Tab 22 (spec/2 §3 service entries): the active services of the derived bitmask (bits 8, 4 and 9 follow
 * the configuration) in columns col1 and col2, then the payment means (pagos).
 */
export function ServicesTab({ serviciosResto }: { serviciosResto: number }) {
  const { t } = useTranslation();
  const { col1, col2, pagos } = activeServicesByGroup(serviciosResto);
  if (col1.length + col2.length + pagos.length === 0) return <p>{t('m1_info_no_services')}</p>;
  const list = (entries: ServiceEntry[], group: string) =>
    entries.length > 0 ? (
      <ul className="info-services__list" data-group={group}>
        {entries.map((s) => (
          <li key={s.bit}>{t(s.key)}</li>
        ))}
      </ul>
    ) : null;
  return (
    <div className="info-services">
      {col1.length + col2.length > 0 ? (
        <section aria-labelledby="info-services-heading">
          <h2 id="info-services-heading" className="info-services__heading">
            {t('m1_info_services')}
          </h2>
          <div className="info-services__columns">
            {list(col1, 'col1')}
            {list(col2, 'col2')}
          </div>
        </section>
      ) : null}
      {pagos.length > 0 ? (
        <section aria-labelledby="info-payments-heading">
          <h2 id="info-payments-heading" className="info-services__heading">
            {t('m1_info_payments')}
          </h2>
          {list(pagos, 'pagos')}
        </section>
      ) : null}
    </div>
  );
}
