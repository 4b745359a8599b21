import type { TKitchenScreen } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { backOfficeScreens } from '../../../lib/back-office.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat(currentDateLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The venue's kitchen screens with a live token (issue 13 item 2 'revocable by an admin'; spec/3 §4
 * 'Kitchen-display users authenticate by an API token'): each with its name, who gave it its token and when,
 * and when it last read its board; an admin revokes one and it asks to sign in on its next call. Tokens are
 * given on the kitchen board, where the device asking becomes the screen.
 */
export function KitchenScreensSection({ ir, il }: { ir: string; il: string }) {
  const { t } = useTranslation();
  const irl = `${ir}-${il}`;
  const [screens, setScreens] = useState<TKitchenScreen[] | null>(null);
  const [revoking, setRevoking] = useState<TKitchenScreen | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = useCallback(
    () =>
      backOfficeScreens.screens(irl).then(setScreens, (error: unknown) => {
        setScreens([]);
        setStatus({ ok: false, text: errorMessage(error) });
      }),
    [irl],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const revoke = async (screen: TKitchenScreen) => {
    setRevoking(null);
    try {
      await backOfficeScreens.revokeScreen(screen.id);
      setStatus({ ok: true, text: t('p9000_set_screen_revoked', { name: screen.name }) });
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error) });
    }
    await reload();
  };

  return (
    <section className="set-section" aria-labelledby="set-screens">
      <h3 id="set-screens">{t('m9000_set_screens')}</h3>
      <p>{t('m9000_set_screens_hint')}</p>
      {screens?.length === 0 ? <p>{t('m9000_set_screens_none')}</p> : null}
      {screens && screens.length > 0 ? (
        <table className="set-screens">
          <thead>
            <tr>
              <th scope="col">{t('m9000_set_screen_name')}</th>
              <th scope="col">{t('m9000_set_screen_issued')}</th>
              <th scope="col">{t('m9000_set_screen_seen')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {screens.map((screen) => (
              <tr key={screen.id}>
                <th scope="row">{screen.name}</th>
                <td>
                  {t('p9000_set_screen_issued_by', { when: when(screen.createdAt), name: screen.issuedBy })}
                </td>
                <td>{screen.lastSeenAt ? when(screen.lastSeenAt) : t('m9000_set_screen_never')}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('p9000_set_screen_revoke_named', { name: screen.name })}
                    onClick={() => setRevoking(screen)}
                  >
                    {t('m9000_set_screen_revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {status ? (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'bo-saved' : 'bo-error'}>
          {status.text}
        </p>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          message={t('p9000_set_screen_revoke_confirm', { name: revoking.name })}
          confirmLabel={t('m9000_set_screen_revoke_yes')}
          cancelLabel={t('m9000_set_screen_keep')}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
