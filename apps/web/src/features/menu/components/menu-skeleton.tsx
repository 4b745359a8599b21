/** The shape of a menu (cover, category chips, product rows) while it loads (spec/1 §2 screen 1). */
export function MenuSkeleton() {
  return (
    <div className="menu-skeleton" aria-hidden="true">
      <div className="skeleton menu-skeleton__cover" />
      <div className="menu-skeleton__title">
        <span className="skeleton menu-skeleton__logo" />
        <span className="skeleton skeleton--line skeleton--wide" />
      </div>
      <div className="menu-skeleton__chips">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton menu-skeleton__chip" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="menu-skeleton__product">
          <span className="menu-skeleton__product-text">
            <span className="skeleton skeleton--line skeleton--wide" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
          <span className="skeleton menu-skeleton__photo" />
        </div>
      ))}
    </div>
  );
}
