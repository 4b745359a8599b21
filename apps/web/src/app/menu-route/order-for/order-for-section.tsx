import type { TMenu, TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useId } from 'react';

/** What the menu hands the action bar, whichever of its two forms draws it. */
export type BarProps = { info: TRestaurantInfo; menu: TMenu; tipo: number; subtotal: number };

/** The action bar's region, 'Dónde y cuándo', around its rows: the same for a first visitor and the whole bar. */
export function OrderForSection({ where, when }: { where: ReactNode; when: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="order-for" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('m1_orderfor_title')}
      </h2>
      {where}
      {when}
    </section>
  );
}
