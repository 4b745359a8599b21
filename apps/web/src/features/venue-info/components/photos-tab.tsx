import { photosShown, type TRestaurantPhoto } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';

/** Tab 24 (spec/2 §2, §9): the restaurant's photos, 6 until 'see more (n)' shows the other n. */
export function PhotosTab({ fotos, venue }: { fotos: TRestaurantPhoto[]; venue: string }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const { shown, hidden } = photosShown(fotos, all);
  if (shown.length === 0) return <p>{t('m1_info_no_photos')}</p>;
  return (
    <>
      <ul className="info-photos">
        {shown.map((photo, index) => (
          <li key={photo.url}>
            <img
              src={photo.url}
              alt={t('p1_info_photo_alt', { n: index + 1, venue })}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="button button--ghost info-photos__more" onClick={() => setAll(true)}>
          {t('p1_info_photos_more', { n: hidden })}
        </button>
      ) : null}
    </>
  );
}
