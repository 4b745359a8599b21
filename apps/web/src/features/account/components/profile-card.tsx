import { isApplePrivateRelay } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../store/session-store-instance.ts';

/**
 * The signed-in profile card (spec/2 §2 'Profile'): the client code as a QR (drawn here by the qrcode
 * package as an SVG data URL, which the CSP's img-src allows), the user id line, the e-mail and a link to
 * the personal data. An Apple private relay address says so (issue 16 item 1).
 */
export function ProfileCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useSession((s) => s.profile);
  const code = profile?.client_code ?? '';
  const [qr, setQr] = useState('');
  useEffect(() => {
    if (!code) return;
    let live = true;
    QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  if (!profile) return null;
  return (
    <section className="card profile-card" aria-labelledby={titleId}>
      {qr ? (
        <img
          className="profile-card__qr"
          src={qr}
          alt={t('p1_profile_qr_alt', { code })}
          width={128}
          height={128}
        />
      ) : null}
      <div className="profile-card__text">
        <h2 id={titleId} className="card__title">
          {profile.nombre || profile.detApp.em}
        </h2>
        <p className="muted small">
          {t('m1_profile_client_code')}: <strong className="profile-card__code">{code}</strong>
        </p>
        <p className="muted small">{t('p1_profile_user_id', { id: profile.id })}</p>
        <p className="muted small">{profile.detApp.em}</p>
        {isApplePrivateRelay(profile.detApp.em) ? (
          <p className="muted small">{t('m1_profile_apple_relay')}</p>
        ) : null}
        <Link to="/l/profile?step=1">{t('m1_profile_view')}</Link>
      </div>
    </section>
  );
}
