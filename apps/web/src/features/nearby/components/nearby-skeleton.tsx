/** Grey placeholders the size of restaurant cards while the list loads. */
export function NearbySkeleton() {
  return (
    <ul className="nearby-list" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="restaurant-card restaurant-card--skeleton">
          <span className="skeleton restaurant-card__logo" />
          <span className="restaurant-card__body">
            <span className="skeleton skeleton--line skeleton--wide" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
