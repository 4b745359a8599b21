import { localText, type TRestaurantInfo, weeklyHours } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { ContactTab } from './contact-tab.tsx';
import { InfoDialog } from './info-dialog.tsx';
import { ServicesTab } from './services-tab.tsx';

/** A weekday's name in the page's language (0 Sunday): 7 January 2024 was a Sunday. */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday)),
  );

/**
 * The more-info modal of the alternative screen (spec/2 §2): the description in the diner's language, the
 * week's hours, the services and payment means (the services tab's own parts) and the contact (the contact
 * tab's list) folded until opened.
 */
export function MoreInfoDialog({ info, onClose }: { info: TRestaurantInfo; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const hoursId = useId();
  const description = localText(info.webConfig.des, info.webConfig.desTrad, i18n.language);
  return (
    <InfoDialog title={t('m1_info_more')} onClose={onClose} name="more-info">
      {description ? (
        <section className="info-more__section">
          <h3 className="info-services__heading">{t('m1_info_description')}</h3>
          <p>{description}</p>
        </section>
      ) : null}
      {info.horario.length > 0 ? (
        <section className="info-more__section" aria-labelledby={hoursId}>
          <h3 id={hoursId} className="info-services__heading">
            {t('m1_info_hours')}
          </h3>
          <dl className="info-hours">
            {weeklyHours(info.horario).map((day) => (
              <div key={day.weekday} className="info-hours__day">
                <dt>{weekdayName(day.weekday, i18n.language)}</dt>
                <dd>
                  {day.ranges.length === 0
                    ? t('m1_info_closed')
                    : day.ranges.map((r) => t('p1_info_hours_range', { from: r.from, to: r.to })).join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <ServicesTab serviciosResto={info.serviciosResto} headingLevel={3} />
      <details className="info-more__contact">
        <summary>{t('m1_info_tab_contact')}</summary>
        <ContactTab info={info} />
      </details>
    </InfoDialog>
  );
}
