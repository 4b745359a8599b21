import { type AddressVerification, MAP_ZOOM } from '@comanda/domain';
import { errorMessage } from '../../../lib/error-message.ts';
import './account.css';
import type { TAddress } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EditIcon, TrashIcon } from '../../../components/icons.tsx';

import {
  type AddressDraft,
  addressLine,
  addressText,
  emptyAddress,
  makeDefault,
  withAddress,
  withoutAddress,
} from '../model/address-rules.ts';
import { statusFor } from '../store/address-verification.ts';
import {
  sessionStore,
  useSession,
  useVerification,
  verificationStore,
} from '../store/session-store-instance.ts';
import { AddressDialog } from './address-dialog.tsx';

type Editing = { index: number } | null;

const keyOf = (a: Pick<TAddress, 'alias' | 'di'>) => `${a.alias}|${a.di}`;

/**
 * The signed-in diner's addresses (spec/2 §2 Profile, §4 'Address editing'): add, edit, delete with
 * confirmation, default. `selectable` makes it an address picker: choosing an address makes it the default
 * (moved first) and saves the profile, as the spec says — unless `onSelect` takes the choice: the checkout
 * chooses for one order and the profile's default does not change (issue 15 item 2).
 */
export function AddressBook({
  selectable = false,
  selected,
  onSelect,
  onChanged,
  country = 'cl',
  zoom = MAP_ZOOM.dialog,
}: {
  selectable?: boolean;
  /** With onSelect: the address chosen (null: none). */
  selected?: TAddress | null;
  onSelect?: (address: TAddress) => void;
  onChanged?: (list: TAddress[]) => void;
  country?: string;
  /** The map's zoom: the dialog's 17, the profile's 18 (spec/2 §9). */
  zoom?: number;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const list = useSession((s) => s.profile?.detApp.ad ?? []);
  const hasPhone = useSession((s) => (s.profile?.detApp.ph ?? '') !== '');
  const verification = useVerification((s) => s);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  // The radio shows the choice at once; the saved profile confirms it a moment later.
  const [choosing, setChoosing] = useState<string | null>(null);

  const store = async (next: TAddress[], done: string): Promise<string | null> => {
    try {
      const profile = await sessionStore.getState().save({ ad: next });
      setMessage(done);
      onChanged?.(profile.detApp.ad);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };
  // The dialog shows its saved modal and closes itself; the list here follows the saved profile.
  const save = async (draft: AddressDraft, status: AddressVerification | null) => {
    if (!editing) return null;
    const saved = editing.index < 0 && list.length === 0 ? { ...draft, def: true } : draft;
    const next = withAddress(list, editing.index, saved);
    const failed = await store(next, editing.index < 0 ? t('m1_address_added') : t('m1_address_saved'));
    // Checked on save (spec/2 §4): the default address's status is the one the dialog just read.
    const first = next[0];
    if (!failed && first) {
      if (saved.def || next.length === 1) verificationStore.getState().set(first, status);
      else void verificationStore.getState().check(next.find((a) => a.def) ?? first);
    }
    return failed;
  };
  const choose = async (index: number) => {
    const address = list[index];
    if (address && onSelect) return onSelect(address);
    if (!address || (index === 0 && address.def)) return;
    setChoosing(keyOf(address));
    await store(makeDefault(list, index), t('m1_address_saved'));
    setChoosing(null);
  };
  const remove = async () => {
    const index = deleting;
    setDeleting(null);
    if (index === null) return;
    const next = withoutAddress(list, index);
    if (next) await store(next, t('m1_address_deleted'));
  };
  const chosen = list.findIndex((a) => a.def);
  const chosenKey = onSelect
    ? selected
      ? keyOf(selected)
      : null
    : (choosing ?? (list[Math.max(0, chosen)] ? keyOf(list[Math.max(0, chosen)]!) : null));

  return (
    <div className="address-book">
      {list.length === 0 && !selectable ? <p className="muted">{t('m1_address_none')}</p> : null}
      {selectable ? (
        <span id={groupId} className="visually-hidden">
          {t('m1_checkout_address')}
        </span>
      ) : null}
      <ul
        className="address-book__list"
        role={selectable ? 'radiogroup' : undefined}
        aria-labelledby={selectable ? groupId : undefined}
      >
        {list.map((address, index) => (
          // In the picker the list is a radio group: its items are the radios' rows, not list items (axe).
          <li key={keyOf(address)} className="address-book__item" role={selectable ? 'none' : undefined}>
            {selectable ? (
              <label className="check address-book__choice">
                <input
                  type="radio"
                  name="delivery-address"
                  checked={keyOf(address) === chosenKey}
                  onChange={() => void choose(index)}
                />
                <span>
                  <strong>{address.alias}</strong> · {addressLine(address)}
                  {address.lt === null ? <em className="muted"> ({t('m1_address_unlocated')})</em> : null}
                </span>
              </label>
            ) : (
              <span>
                <strong>{address.alias}</strong>
                {address.def ? <span className="tag">{t('m1_address_default_tag')}</span> : null}
                <VerificationTag status={statusFor(verification, address)} />
                <br />
                {addressText(address)}
              </span>
            )}
            <span className="address-book__actions">
              <button
                type="button"
                className="icon-button"
                aria-label={t('p1_address_edit', { alias: address.alias })}
                onClick={() => setEditing({ index })}
              >
                <EditIcon />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('p1_address_delete', { alias: address.alias })}
                disabled={list.length <= 1}
                onClick={() => setDeleting(index)}
              >
                <TrashIcon />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={() => setEditing({ index: -1 })}>
        + {t('m1_address_add')}
      </button>
      <p role="status" className="muted small">
        {message}
      </p>
      {editing ? (
        <AddressDialog
          initial={
            editing.index >= 0 && list[editing.index] ? { ...list[editing.index]! } : emptyAddress(country)
          }
          others={list.filter((_, i) => i !== editing.index)}
          signedIn
          zoom={zoom}
          askPhone={!hasPhone}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting !== null && list[deleting] ? (
        <ConfirmDialog
          title={t('m1_address_delete_title')}
          message={t('p1_address_delete_confirm', { alias: list[deleting]!.alias })}
          confirmLabel={t('m1_product_remove')}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

/** 'Con cobertura' or 'Fuera de cobertura' beside the checked default address; nothing while unknown. */
function VerificationTag({ status }: { status: AddressVerification | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  return (
    <span className={status === 'valid' ? 'tag tag--ok' : 'tag tag--warn'} data-verification={status}>
      {status === 'valid' ? t('m1_address_valid_tag') : t('m1_address_out_tag')}
    </span>
  );
}
