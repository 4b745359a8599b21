import type { TAddress } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { addressText, emptyAddress } from '../model/address-rules.ts';
import { keepTemporary, temporaryAddress } from '../store/temporary-address.ts';
import { AddressDialog } from './address-dialog.tsx';

/**
 * A signed-out diner's delivery address (spec/2 §4, §6; issue 16 item 3): typed or located in the add-address
 * dialog — no account, so no phone step — and kept on this device only; signing in saves it to the profile
 * (session-store-instance.ts). `selected` is the one the order uses, when it is not the stored one yet;
 * `onChange` hears of a new one.
 */
export function TemporaryAddress({
  country = 'cl',
  venue,
  selected,
  onChange,
}: {
  country?: string;
  venue?: { xir: string; xil: string };
  selected?: TAddress | null;
  onChange?: (address: TAddress) => void;
}) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<TAddress | null>(() => temporaryAddress.read());
  const address = selected ?? stored;
  const [open, setOpen] = useState(false);
  return (
    <div className="address-book">
      {address ? (
        <p>
          <strong data-testid="temporary-address">{addressText(address)}</strong>
          <br />
          <span className="muted small">{t('m1_address_temporary_saved')}</span>
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {address ? t('m1_address_edit') : `+ ${t('m1_address_add')}`}
      </button>
      {open ? (
        <AddressDialog
          initial={address ?? emptyAddress(country)}
          others={[]}
          signedIn={false}
          venue={venue}
          onSave={async (draft) => {
            const saved = keepTemporary(draft);
            setStored(saved);
            onChange?.(saved);
            return null;
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
