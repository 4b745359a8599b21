import { PaymentCode } from '@comanda/domain';

/**
 * The mark on the provider's button (spec/1 §4 'Order saving' 4, §9 'brand-logo blocks'). The platform's
 * online provider is the sandbox, which stands in for every code (DESIGN 'Real parts'), so no real brand's
 * logo is drawn: the card-wallet provider (5011) and a saved card (5009) get a card, the others a wallet.
 */
export function ProviderLogo({ code }: { code: number }) {
  const card = code === PaymentCode.cardWallet || code === PaymentCode.savedCard;
  return (
    <svg
      className="provider-logo"
      viewBox="0 0 32 24"
      width="32"
      height="24"
      aria-hidden="true"
      data-provider={code}
    >
      {card ? (
        <>
          <rect x="1" y="2" width="30" height="20" rx="3" fill="#1a3d7c" />
          <rect x="1" y="7" width="30" height="4" fill="#0c2350" />
          <rect x="5" y="15" width="7" height="3" rx="1" fill="#f5c542" />
        </>
      ) : (
        <>
          <rect x="2" y="4" width="28" height="17" rx="3" fill="#2c6e49" />
          <rect x="18" y="9" width="12" height="7" rx="2" fill="#a7d7b8" />
          <circle cx="22" cy="12.5" r="1.5" fill="#2c6e49" />
        </>
      )}
    </svg>
  );
}
