import type { ReactNode } from 'react';

/** A full-screen message (loading, not paired, failure) with an optional action. */
export function StatusScreen({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <main className="status-screen">
      <p role="status">{children}</p>
      {action}
    </main>
  );
}
