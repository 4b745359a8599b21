import type { TVenueContact } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';

type LineField = Exclude<keyof TVenueContact, 'des' | 'desTrad'>;

/** The one-line fields in the info screen's order, each with its label and the input that suits it. */
const FIELDS: { key: LineField; label: string; type: 'tel' | 'email' | 'text'; hint?: string }[] = [
  { key: 'phone', label: 'm9000_set_contact_phone', type: 'tel' },
  { key: 'wha', label: 'm9000_set_contact_whatsapp', type: 'tel' },
  { key: 'mail', label: 'm9000_set_contact_mail', type: 'email' },
  { key: 'web', label: 'm9000_set_contact_web', type: 'text', hint: 'm9000_set_contact_web_hint' },
  { key: 'inst', label: 'm9000_set_contact_instagram', type: 'text', hint: 'm9000_set_contact_handle_hint' },
  { key: 'fb', label: 'm9000_set_contact_facebook', type: 'text', hint: 'm9000_set_contact_handle_hint' },
  { key: 'tw', label: 'm9000_set_contact_twitter', type: 'text', hint: 'm9000_set_contact_handle_hint' },
  { key: 'fiscalId', label: 'm9000_set_contact_fiscal_id', type: 'text' },
];

/**
 * The restaurant's contact and description (issue 18 item 1), as its information screen shows them (spec/2 §2
 * tab 21): phone, WhatsApp, mail, web, Instagram, Facebook, Twitter, fiscal id, and the description in Spanish
 * and English. A field the screen could not make a link of is refused at save, naming it (rules/venue-contact.ts).
 */
export function ContactSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [contact, setContact] = useState<TVenueContact>(settings.contact);
  const { status, busy, run } = useSave();
  const set = (patch: Partial<TVenueContact>) => setContact((c) => ({ ...c, ...patch }));
  const english = contact.desTrad?.en ?? '';
  const save = () => {
    const { desTrad, ...rest } = contact;
    const others = { ...desTrad };
    delete others.en;
    const translations = english.trim() ? { ...others, en: english } : others;
    return backOffice.saveContact({
      ir: settings.ir,
      contact: Object.keys(translations).length > 0 ? { ...rest, desTrad: translations } : rest,
    });
  };

  return (
    <section className="set-section" aria-labelledby="set-contact">
      <h3 id="set-contact">{t('m9000_set_contact')}</h3>
      <div className="set-grid">
        {FIELDS.map(({ key, label, type, hint }) => (
          <label key={key} className="bo-field">
            <span>{t(label)}</span>
            <input
              type={type}
              value={contact[key]}
              placeholder={hint ? t(hint) : undefined}
              autoComplete="off"
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <div className="set-grid">
        <label className="bo-field">
          <span>{t('m9000_set_contact_description_es')}</span>
          <textarea rows={3} value={contact.des} onChange={(e) => set({ des: e.target.value })} />
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_contact_description_en')}</span>
          <textarea
            rows={3}
            value={english}
            onChange={(e) => set({ desTrad: { ...contact.desTrad, en: e.target.value } })}
          />
        </label>
      </div>
      <div className="set-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run(save, onSaved)}>
          {t('m9000_set_save')} · {t('m9000_set_contact')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
