import { useTranslation } from '@comanda/i18n/react';
import type { WindowShape } from '../common/use-window-shape.ts';

/** The loading placeholder the welcome screen shows first (spec/3 §9 'Welcome loading placeholder'). */
export function WelcomePlaceholder({ shape }: { shape: WindowShape }) {
  const { t } = useTranslation();
  return (
    <main className={`welcome welcome--${shape} welcome--placeholder`} aria-busy="true">
      <div className="welcome-hero">
        <div className="skeleton skeleton--logo" />
        <div className="skeleton skeleton--title" />
      </div>
      <p role="status" className="welcome-loading">
        {t('m2000_loading')}
      </p>
    </main>
  );
}
