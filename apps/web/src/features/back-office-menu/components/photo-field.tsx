import { PHOTO_SIZE } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { backOffice } from '../api/clients.ts';
import { NotAnImage, shrinkPhoto } from '../model/shrink-photo.ts';
import { useBackOffice } from '../store/back-office-store.ts';

/** A file's bytes as base64, the photo call's body. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A product's photo: shrunk in the browser when it is a phone's large photo (model/shrink-photo.ts), uploaded,
 * resized by the server to the menus' size, shown at that ratio. A file that is no picture is refused here.
 */
export function PhotoField(props: { ir: string; url: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const say = useBackOffice((s) => s.say);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    // A new try: the last one's refusal no longer applies.
    say(null);
    setBusy(true);
    try {
      const photo = await backOffice.uploadPhoto({
        ir: props.ir,
        data: await base64Of(await shrinkPhoto(file)),
      });
      props.onChange(photo.url);
    } catch (e) {
      say({ ok: false, text: e instanceof NotAnImage ? t('m9000_bm_photo_not_image') : errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="bo-photo">
      <legend>{t('m9000_bm_photo')}</legend>
      {props.url ? (
        <img src={props.url} alt="" width={PHOTO_SIZE.width / 4} height={PHOTO_SIZE.height / 4} />
      ) : (
        <p>{t('m9000_bm_no_photo')}</p>
      )}
      <label className="bo-field">
        <span>{t('m9000_bm_photo_upload')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {busy ? <p role="status">{t('m9000_bm_photo_uploading')}</p> : null}
    </fieldset>
  );
}
