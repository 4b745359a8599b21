import {
  type CatalogIndex,
  type ExtrasSelection,
  groupHint,
  type TCurrency,
  type TProduct,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { ExtrasGroup } from '@comanda/ui';
import type { RefObject } from 'react';
import { groupViews } from '../model/draft.ts';

/** The product's extras groups with the domain's hints; groups in `invalid` are marked in error. */
export function ProductExtras({
  product,
  index,
  extras,
  cur,
  seosort,
  invalid,
  groupRefs,
  onToggle,
  onQuantity,
}: {
  product: TProduct;
  index: CatalogIndex;
  extras: ExtrasSelection;
  cur: TCurrency;
  seosort: number;
  invalid: ReadonlySet<string>;
  groupRefs: RefObject<Map<string, HTMLFieldSetElement>>;
  onToggle: (code: string, pl: string) => void;
  onQuantity: (code: string, pl: string, quantity: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const views = groupViews(product, index, extras, { lang: i18n.language, seosort });
  return (
    <div className="product-extras">
      {views.map(({ group, title, choices }) => {
        const hint = groupHint(group);
        const bounds = [
          hint.min !== null ? t('p1_product_min', { n: hint.min }) : '',
          hint.max !== null ? t('p1_product_max', { n: hint.max }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <ExtrasGroup
            key={group.codJextras}
            code={group.codJextras}
            title={title}
            multi={group.multi}
            // One pick of a single-choice group reads as what it is: a radiogroup (issue 15 item 4).
            radios={group.max === 1}
            required={hint.obligatorio}
            choices={choices}
            cur={cur}
            invalid={invalid.has(group.codJextras)}
            groupRef={(el) => {
              if (el) groupRefs.current.set(group.codJextras, el);
              else groupRefs.current.delete(group.codJextras);
            }}
            labels={{
              required: t('m1_product_required'),
              bounds,
              soldOut: t('m1_sold_out'),
              error: t('m1_product_group_error'),
              decrease: (name) => t('p1_extra_decrease', { name }),
              increase: (name) => t('p1_extra_increase', { name }),
              quantity: (name) => t('p1_extra_quantity', { name }),
            }}
            onToggle={(pl) => onToggle(group.codJextras, pl)}
            onQuantity={(pl, q) => onQuantity(group.codJextras, pl, q)}
          />
        );
      })}
    </div>
  );
}
