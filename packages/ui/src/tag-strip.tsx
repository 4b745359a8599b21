/** One tag of a product: sold out, percent off, or a restaurant label with its own colours (spec/1 §2 screen 14). */
export type ProductTag = {
  id: string;
  label: string;
  kind: 'sold-out' | 'discount' | 'label';
  color?: string;
  background?: string;
};

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
          style={tag.kind === 'label' ? { color: tag.color, background: tag.background } : undefined}
        >
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
