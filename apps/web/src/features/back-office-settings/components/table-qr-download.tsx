import type { TVenueSettings } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * The table QR sheet (issue 14 item 7): a PDF the server draws, one page per saved table with the QR code of
 * its check-in link, in the page's language, to print or keep. The token travels in the header (api-client's
 * file call), never in an address. Offered once the venue has saved tables.
 */
export function TableQrDownload({ settings }: { settings: TVenueSettings }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (settings.tables.length === 0) return null;
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const file = await backOffice.tableQrPdf(settings.ir, i18n.language === 'en' ? 'en' : 'es');
      saveFile(file.blob, file.fileName);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="set-qr">
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {t('m9000_set_tables_qr')}
      </button>
      <p className="muted small">{t('m9000_set_tables_qr_hint')}</p>
      {error ? (
        <p role="alert" className="bo-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
