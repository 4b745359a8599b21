/** One tag of a product: sold out, percent off, or a restaurant label with its own colours (spec/1 §2 screen 14). */
export type ProductTag = {
  id: string;
  label: string;
  kind: 'sold-out' | 'discount' | 'label';
  color?: string;
  background?: string;
};

/**
 * A label's own colours, set on the element rather than written as a style attribute: the web's menu page
 * is drawn on the server too, and the strict CSP (style-src 'self') refuses style attributes in HTML,
 * never styles set from a script. Until the page runs, a label shows in the strip's own colours.
 */
function paint(item: HTMLElement | null, tag: ProductTag): void {
  if (!item) return;
  item.style.color = tag.color ?? '';
  item.style.background = tag.background ?? '';
}

/**
 * The product tag strip. Sizes differ by front end (20 px web, 30 px kiosk), so the size is a class the
 * caller styles rather than a number here.
 */
export function TagStrip({
  tags,
  size = 'normal',
}: {
  tags: readonly ProductTag[];
  size?: 'normal' | 'kiosk';
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`ui-tag-strip ui-tag-strip--${size}`}>
      {tags.map((tag) => (
        <li
          key={`${tag.kind}-${tag.id}`}
          className={`ui-tag ui-tag--${tag.kind}`}
          ref={tag.kind === 'label' ? (item) => paint(item, tag) : undefined}
        >
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
