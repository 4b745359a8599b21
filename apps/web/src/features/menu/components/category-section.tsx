import type { TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { ProductCard } from '@comanda/ui';
import type { MenuSection } from '../model/menu-sections.ts';
import { type MenuIndex, productView } from '../model/product-view.ts';
import { ProductRow } from './product-row.tsx';

const headingLevel = (depth: number) => Math.min(depth + 1, 4) as 2 | 3 | 4;

/**
 * A category with its products, then its sub-categories drawn inside it one heading level down.
 * The heading can take focus (tabIndex -1) so the category bar can move keyboard focus to it.
 */
export function CategorySection({
  section,
  index,
  cur,
  nopict,
  onOpen,
}: {
  section: MenuSection;
  index: MenuIndex;
  cur: TCurrency;
  /** The menu without photos: rows with name and price (web.nopict). */
  nopict: boolean;
  onOpen: (ip: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const level = headingLevel(section.depth);
  const Heading = `h${level}` as const;
  const labels = {
    soldOut: t('m1_sold_out'),
    percentOff: (percent: string) => t('p1_percent_off', { percent }),
  };
  const fromLabel = (price: string) => t('p1_from_price', { price });

  return (
    <section
      id={section.anchor}
      className={`menu-section menu-section--depth-${section.depth}`}
      aria-labelledby={`${section.anchor}-title`}
    >
      <Heading
        id={`${section.anchor}-title`}
        className="menu-section__title"
        tabIndex={-1}
        data-section-heading
      >
        {section.title}
      </Heading>
      {section.products.length > 0 ? (
        <ul className={nopict ? 'product-rows' : 'product-grid'}>
          {section.products.map((product) => {
            const view = productView(product, index, i18n.language, labels);
            return nopict ? (
              <li key={view.id}>
                <ProductRow view={view} cur={cur} onOpen={() => onOpen(view.id)} />
              </li>
            ) : (
              <li key={view.id}>
                <ProductCard
                  onOpen={() => onOpen(view.id)}
                  name={view.name}
                  description={view.description}
                  photo={view.photo}
                  price={view.price}
                  cur={cur}
                  tags={view.tags}
                  soldOut={view.soldOut}
                  fromLabel={fromLabel}
                  headingLevel={(level + 1) as 3 | 4 | 5}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {section.children.map((child) => (
        <CategorySection
          key={child.id}
          section={child}
          index={index}
          cur={cur}
          nopict={nopict}
          onOpen={onOpen}
        />
      ))}
    </section>
  );
}
