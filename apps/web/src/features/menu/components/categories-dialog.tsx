import { type CategoryNode, localName } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { sectionAnchor } from '../model/menu-sections.ts';

/**
 * The hamburger modal (spec/1 §2 screen 1): every category with its product count (the domain's
 * categoryTree totals), nested; choosing one closes the modal and moves to that category.
 */
export function CategoriesDialog({
  tree,
  onPick,
  onClose,
}: {
  tree: readonly CategoryNode[];
  onPick: (anchor: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const render = (nodes: readonly CategoryNode[]) => (
    <ul className="categories-dialog__list">
      {nodes
        .filter((n) => n.totalCount > 0)
        .map((node) => (
          <li key={node.category.id}>
            <button
              type="button"
              className="categories-dialog__item"
              onClick={() => onPick(sectionAnchor(node.category.id))}
            >
              <span>{localName(node.category, i18n.language)}</span>
              <span className="categories-dialog__count">
                {t('p1_category_count', { count: node.totalCount })}
              </span>
            </button>
            {node.children.length > 0 ? render(node.children) : null}
          </li>
        ))}
    </ul>
  );
  return (
    <dialog ref={ref} className="categories-dialog" aria-labelledby={titleId}>
      <div className="categories-dialog__head">
        <h2 id={titleId}>{t('m1_menu_categories')}</h2>
        <button
          type="button"
          className="categories-dialog__close"
          onClick={onClose}
          aria-label={t('m1_close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {render(tree)}
    </dialog>
  );
}
