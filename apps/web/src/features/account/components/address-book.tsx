import { placeText } from '@comanda/domain';
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
  emptyAddress,
  makeDefault,
  withAddress,
  withoutAddress,
} from '../model/address-rules.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
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
}: {
  selectable?: boolean;
  /** With onSelect: the address chosen (null: none). */
  selected?: TAddress | null;
  onSelect?: (address: TAddress) => void;
  onChanged?: (list: TAddress[]) => void;
  country?: string;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const list = useSession((s) => s.profile?.detApp.ad ?? []);
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
  const save = async (draft: AddressDraft) => {
    if (!editing) return null;
    const failed = await store(
      withAddress(
        list,
        editing.index,
        editing.index < 0 && list.length === 0 ? { ...draft, def: true } : draft,
      ),
      editing.index < 0 ? t('m1_address_added') : t('m1_address_saved'),
    );
    if (!failed) setEditing(null);
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
                <br />
                {placeText([addressLine(address), address.ci])}
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
