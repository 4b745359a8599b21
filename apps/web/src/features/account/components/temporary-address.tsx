import { DEFAULT_ADDRESS_ALIAS, type TAddress } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { addressLine, emptyAddress } from '../model/address-rules.ts';
import { temporaryAddress } from '../store/temporary-address.ts';
import { AddressDialog } from './address-dialog.tsx';

/**
 * A signed-out diner's delivery address at checkout (spec/2 §4, §6): typed or located in the add-address
 * dialog and kept on this device only; signing in saves it to the profile (session-store-instance.ts),
 * whose default address checkout then uses.
 */
export function TemporaryAddress({
  country = 'cl',
  venue,
}: {
  country?: string;
  venue?: { xir: string; xil: string };
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<TAddress | null>(() => temporaryAddress.read());
  const [open, setOpen] = useState(false);
  return (
    <div className="address-book">
      {address ? (
        <p>
          <strong>{addressLine(address)}</strong>, {address.ci}
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
            const saved: TAddress = { ...draft, alias: draft.alias || DEFAULT_ADDRESS_ALIAS, def: true };
            temporaryAddress.write(saved);
            setAddress(saved);
            return null;
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
