import { activeServicesByGroup, type ServiceEntry } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/**
 * Tab 22 (spec/2 §3 service entries): the active services of the derived bitmask (bits 8, 4 and 9 follow
 * the configuration) in columns col1 and col2, then the payment means (pagos).
 */
export function ServicesTab({
  serviciosResto,
  headingLevel = 2,
}: {
  serviciosResto: number;
  /** The level of its two headings: 2 in a tab, 3 under a section's or a dialog's own heading. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  // Ids of its own: the alternative screen shows the services twice at once (its section, the more-info modal).
  const servicesHeading = useId();
  const paymentsHeading = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        <section aria-labelledby={servicesHeading}>
          <Heading id={servicesHeading} className="info-services__heading">
            {t('m1_info_services')}
          </Heading>
          <div className="info-services__columns">
            {list(col1, 'col1')}
            {list(col2, 'col2')}
          </div>
        </section>
      ) : null}
      {pagos.length > 0 ? (
        <section aria-labelledby={paymentsHeading}>
          <Heading id={paymentsHeading} className="info-services__heading">
            {t('m1_info_payments')}
          </Heading>
          {list(pagos, 'pagos')}
        </section>
      ) : null}
    </div>
  );
}
