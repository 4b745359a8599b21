/**
 * The 'received' animation (spec/1 §2 screen 6): a check drawn inside a green disc. The processing modal shows
 * it for an order received at once, the order page once a prepaid order's payment is in (issue 15 item 3).
 */
export function ReceivedCheck() {
  return (
    <svg className="received-check" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      <circle cx="24" cy="24" r="22" />
      <path d="M14 25l7 7 13-15" />
    </svg>
  );
}
