import type { ReactNode } from 'react';

/**
 * A centred block for the moments a page has nothing else to show: empty list, not found, failure.
 * `role` is 'alert' for failures so screen readers announce them, 'status' otherwise.
 */
export function StatusMessage({
  title,
  hint,
  action,
  role = 'status',
  headingLevel = 2,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  role?: 'status' | 'alert';
  headingLevel?: 1 | 2;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="status-message" role={role}>
      <Heading className="status-message__title">{title}</Heading>
      {hint ? <p className="status-message__hint">{hint}</p> : null}
      {action ? <div className="status-message__action">{action}</div> : null}
    </div>
  );
}
