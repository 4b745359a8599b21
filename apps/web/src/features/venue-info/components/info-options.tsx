import { type InfoOption, type InfoOptionKind, infoOptions, type TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { Link } from 'react-router';

const TEXT: Record<InfoOptionKind, string> = {
  menu: 'm1_info_opt_menu',
  order: 'm1_info_opt_order',
  pickupOnly: 'm1_info_opt_pickup_only',
  reserve: 'm1_info_opt_reserve',
  info: 'm1_info_opt_info',
};

/**
 * The alternative screen's options block, 'What do you want to do?' (spec/2 §2): which options show is the
 * domain's rule (rules/info-options.ts). View menu is a link to the menu; the others are the screen's to
 * carry out (`onChoose`): ordering opens the menu with its type, the reservation asks to sign in first, the
 * venue's information opens the more-info modal.
 */
export function InfoOptions({
  info,
  base,
  onChoose,
}: {
  info: TRestaurantInfo;
  /** The venue's path, '/r/{pais}/{name}/{idsimple}'. */
  base: string;
  onChoose: (option: InfoOption) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="info-options" aria-labelledby={headingId}>
      <h2 id={headingId} className="info-options__heading">
        {t('m1_info_actions')}
      </h2>
      <ul className="info-options__list">
        {infoOptions(info).map((option) => (
          <li key={option.kind}>
            {option.kind === 'menu' ? (
              <Link className="button info-options__option" to={`${base}/menu`} data-option={option.kind}>
                {t(TEXT[option.kind])}
              </Link>
            ) : (
              <button
                type="button"
                className="button info-options__option"
                data-option={option.kind}
                onClick={() => onChoose(option)}
              >
                {t(TEXT[option.kind])}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
