import {
  KioskPayCode,
  kioskPaymentOptions,
  type TKioskConfig,
  type TVenueSettings,
  toggleKioskPayMethod,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { paymentMethodName } from './payment-method-name.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { translated } from './translated-name.ts';

const FIELDS = ['emailAndPhone', 'email', 'phone'] as const;

/**
 * The kiosk configuration (spec/3 §3 cfgKiosk): order types, payment methods, the customer form, the printer —
 * its paper width, its address and which of the venue's devices prints the kitchen's tickets — disco mode and
 * the messages in es and en. Totems read it at their periodic check (the printer's within a minute); the
 * kitchen printer is the server's choice at the next ticket.
 */
export function KioskSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [kiosk, setKiosk] = useState<TKioskConfig | null>(settings.kiosk);
  const { status, busy, run } = useSave();
  if (!kiosk) {
    return (
      <section className="set-section" aria-labelledby="set-kiosk">
        <h3 id="set-kiosk">{t('m9000_set_kiosk')}</h3>
        <p>{t('m9000_set_no_kiosk')}</p>
      </section>
    );
  }
  const set = (change: Partial<TKioskConfig>) => setKiosk({ ...kiosk, ...change });
  const printer = (change: Partial<TKioskConfig['printerConfig']>) =>
    set({ printerConfig: { ...kiosk.printerConfig, ...change } });
  const save = () => run(() => backOffice.saveKiosk({ ir: settings.ir, kiosk }), onSaved);
  const check = (name: 'userDataForm' | 'productComment' | 'discoMode', label: string) => (
    <label className="bo-check">
      <input type="checkbox" checked={kiosk[name]} onChange={(e) => set({ [name]: e.target.checked })} />
      {label}
    </label>
  );

  return (
    <section className="set-section" aria-labelledby="set-kiosk">
      <h3 id="set-kiosk">{t('m9000_set_kiosk')}</h3>
      <div className="set-grid">
        <label className="bo-field">
          <span>{t('m9000_set_order_type')}</span>
          <select
            value={kiosk.orderType}
            onChange={(e) => set({ orderType: Number(e.target.value) as TKioskConfig['orderType'] })}
          >
            {[3, 1, 2].map((type) => (
              <option key={type} value={type}>
                {t(`m9000_set_order_type_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_user_fields')}</span>
          <select
            value={kiosk.userDataRequiredFields}
            onChange={(e) => set({ userDataRequiredFields: e.target.value as (typeof FIELDS)[number] })}
          >
            {FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`m9000_set_fields_${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <KioskPayMethods
        kiosk={kiosk}
        venueMethods={settings.paymentMethods}
        onChange={(payMethods) => set({ payMethods })}
      />
      <div className="set-actions">
        {check('userDataForm', t('m9000_set_user_form'))}
        {check('productComment', t('m9000_set_product_comment'))}
        {check('discoMode', t('m9000_set_disco'))}
      </div>
      <fieldset>
        <legend>{t('m9000_set_printer')}</legend>
        <div className="set-grid">
          <label className="bo-field">
            <span>{t('m9000_set_printer_width')}</span>
            <input
              type="number"
              min={20}
              max={64}
              value={kiosk.printerConfig.ancho}
              onChange={(e) => printer({ ancho: Number(e.target.value) })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_printer_address')}</span>
            <input
              value={kiosk.printerConfig.tbpip}
              maxLength={200}
              onChange={(e) => printer({ tbpip: e.target.value })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_kitchen_device')}</span>
            <select
              value={kiosk.printerConfig.kitchenDevice ?? ''}
              onChange={(e) => printer({ kitchenDevice: e.target.value || undefined })}
            >
              <option value="">{t('m9000_set_kitchen_any')}</option>
              {settings.devices.map((d) => (
                <option key={d.id} value={d.id} disabled={d.revoked}>
                  {d.name || d.id} · {d.id}
                  {d.revoked ? ` ${t('m9000_set_revoked')}` : ''}
                </option>
              ))}
            </select>
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('m9000_set_messages')}</legend>
        <div className="set-grid">
          <label className="bo-field">
            <span>{t('m9000_set_welcome')}</span>
            <input
              value={kiosk.welcomeText}
              maxLength={200}
              onChange={(e) => set({ welcomeText: e.target.value })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_welcome_en')}</span>
            <input
              value={kiosk.welcomeTextTrad?.en ?? ''}
              maxLength={200}
              onChange={(e) => set({ welcomeTextTrad: translated(kiosk.welcomeTextTrad, e.target.value) })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_printer_message')}</span>
            <input
              value={kiosk.customPrinterMessage}
              maxLength={200}
              onChange={(e) => set({ customPrinterMessage: e.target.value })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_paid_message')}</span>
            <input
              value={kiosk.customPaymentReceivedMessage}
              maxLength={200}
              onChange={(e) => set({ customPaymentReceivedMessage: e.target.value })}
            />
          </label>
          <label className="bo-field">
            <span>{t('m9000_set_paid_message_en')}</span>
            <input
              value={kiosk.customPaymentReceivedMessageTrad?.en ?? ''}
              maxLength={200}
              onChange={(e) =>
                set({
                  customPaymentReceivedMessageTrad: translated(
                    kiosk.customPaymentReceivedMessageTrad,
                    e.target.value,
                  ),
                })
              }
            />
          </label>
        </div>
      </fieldset>
      <SaveStatus status={status} />
      <button type="button" className="button" disabled={busy} onClick={() => void save()}>
        {t('m9000_set_save')} · {t('m9000_set_kiosk')}
      </button>
    </section>
  );
}

/**
 * The totem's payment methods as named boxes (spec/3 §3 cfgKiosk payMethods, §9 codes): the kiosk codes the
 * domain knows, named as the venue names them to diners where it does (its payment methods), ticked ones
 * first in the order the totem offers them. Wallet 5010 without a register (payCaja) is not offered: the
 * domain refuses it (rules/payment-method-catalog.ts), as an import would.
 */
function KioskPayMethods(props: {
  kiosk: TKioskConfig;
  venueMethods: TVenueSettings['paymentMethods'];
  onChange: (payMethods: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { kiosk, venueMethods, onChange } = props;
  const options = kioskPaymentOptions(kiosk.payMethods, venueMethods, i18n.language);
  // Only codes a totem takes stay: ticking a box also drops any other an older file left.
  const ticked = options.filter((o) => o.checked).map((o) => o.code);
  return (
    <fieldset>
      <legend>{t('m9000_set_kiosk_pay')}</legend>
      <p>{t('m9000_set_kiosk_pay_hint')}</p>
      <div className="set-days">
        {options.map((option) => {
          const needsRegister = option.code === KioskPayCode.walletRegister && !kiosk.payCaja;
          const fallback = paymentMethodName(t, option.code);
          return (
            <label key={option.code} className="bo-check">
              <input
                type="checkbox"
                checked={option.checked}
                disabled={needsRegister && !option.checked}
                onChange={(e) => onChange(toggleKioskPayMethod(ticked, option.code, e.target.checked))}
              />
              {option.name ? `${option.name} (${fallback})` : fallback}
              {needsRegister ? ` — ${t('m9000_set_pm_needs_register')}` : ''}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
