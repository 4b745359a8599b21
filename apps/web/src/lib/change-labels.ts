import { formatMoney, servesWeekday, type TCurrency } from '@comanda/domain';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The names a manager knows a changed value by (issue 13 item 3 'who, when, what'): the back office's own words
 * for a saved part's fields — 'Precio', not `pm` — by the field's name in the part (a product, an extras group,
 * the opening shifts…). A field not listed shows as it is stored.
 */
const FIELD_TEXT: Readonly<Record<string, string>> = {
  np: 'm9000_ch_field_name',
  nm: 'm9000_ch_field_name',
  nombre: 'm9000_ch_field_name',
  nombreTrad: 'm9000_ch_field_name_trad',
  nmTrad: 'm9000_ch_field_name_trad',
  dn: 'm9000_ch_field_description',
  dnTrad: 'm9000_ch_field_description_trad',
  pm: 'm9000_ch_field_price',
  refpr: 'm9000_ch_field_ref_price',
  foto: 'm9000_ch_field_photo',
  jp: 'm9000_ch_field_categories',
  ftags: 'm9000_ch_field_tags',
  sort: 'm9000_ch_field_sort',
  stock: 'm9000_ch_field_stock',
  extras: 'm9000_ch_field_extras',
  shifts: 'm9000_ch_field_shifts',
  hi: 'm9000_ch_field_from',
  hf: 'm9000_ch_field_to',
  d: 'm9000_ch_field_days',
  rv: 'm9000_ch_field_bookable',
  cv: 'm9000_ch_field_covers',
  holidays: 'm9000_ch_field_holidays',
  tables: 'm9000_ch_field_tables',
  // The contact section's fields (settings.contact), by the section's own labels.
  phone: 'm9000_set_contact_phone',
  wha: 'm9000_set_contact_whatsapp',
  mail: 'm9000_set_contact_mail',
  web: 'm9000_set_contact_web',
  inst: 'm9000_set_contact_instagram',
  fb: 'm9000_set_contact_facebook',
  tw: 'm9000_set_contact_twitter',
  fiscalId: 'm9000_set_contact_fiscal_id',
  des: 'm9000_set_contact_description_es',
  // The web ordering section's fields (settings.web-ordering), by the section's own labels.
  ord: 'm9000_set_web_delivery',
  ordpick: 'm9000_set_web_pickup',
  ordpickonly: 'm9000_set_web_pickup_only',
  selfat: 'm9000_set_web_table',
  selfatonly: 'm9000_set_web_table_only',
  ordpay: 'm9000_set_web_delivery_prepaid',
  ordpickpay: 'm9000_set_web_pickup_prepaid',
  ordtiempomin: 'm9000_set_web_minutes_delivery',
  ordtiempominpick: 'm9000_set_web_minutes_pickup',
  tip: 'm9000_set_web_tip',
  tipMaxPct: 'm9000_set_web_tip_max',
  // The bookings section's fields (settings.bookings), by the section's own labels.
  sf: 'm9000_set_shift_overnight',
  rsvp: 'm9000_set_bookings_on',
  wfd: 'm9000_set_bookings_days',
  wfpx: 'm9000_set_bookings_guests',
  inc: 'm9000_set_bookings_step',
  anp: 'm9000_set_bookings_notice',
  atr: 'm9000_set_bookings_hold',
  bkd: 'm9000_set_bookings_blocked_dates',
  bks: 'm9000_set_bookings_blocked_shifts',
};

/** Fields that hold money in the currency's minor units (a euro price of 4,50 € is stored as 450). */
const MONEY_FIELDS = new Set(['pm', 'refpr']);
/** The opening shifts' days: a bitmask of 2^weekday, 0 Sunday (spec/1 §3). */
const DAYS_FIELD = 'd';
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'extras[1].pm' → ['extras', 1, 'pm']. */
function steps(path: string): (string | number)[] {
  return [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) =>
    m[1] !== undefined ? Number(m[1]) : (m[2] ?? ''),
  );
}

/** What a list's element is called, when it has a name of its own (an extra, a shift, a table). */
function elementName(element: unknown): string | null {
  if (!isRecord(element)) return null;
  for (const field of ['np', 'nm', 'nombre', 'jid']) {
    const name = element[field];
    if (typeof name === 'string' && name !== '') return name;
  }
  return null;
}

/**
 * A changed value's place in words: 'extras[1].pm' of an extras group → 'Extras · Queso extra · Precio'. Each
 * field by its back-office name; each list element by its own name, read from the part after the change (or
 * before, for one removed), else by its position from 1.
 */
export function changeLabel(path: string, before: unknown, after: unknown, t: Translate): string {
  let here: unknown[] = [after, before];
  const words: string[] = [];
  for (const step of steps(path)) {
    if (typeof step === 'number') {
      const elements = here.map((part) => (Array.isArray(part) ? part[step] : undefined));
      words.push(elements.map(elementName).find((name) => name !== null) ?? String(step + 1));
      here = elements;
    } else {
      words.push(FIELD_TEXT[step] ? t(FIELD_TEXT[step]) : step);
      here = here.map((part) => (isRecord(part) ? part[step] : undefined));
    }
  }
  return words.join(' · ');
}

/**
 * A changed value as a manager reads it: money in the venue's currency, a shift's days as weekday names, yes and
 * no for switches; anything else as the change summary shows it (lib/change-summary.ts shownValue).
 */
export function changeValue(path: string, shown: string, t: Translate, cur?: TCurrency): string {
  const field = steps(path)
    .filter((step) => typeof step === 'string')
    .pop();
  if (field && MONEY_FIELDS.has(field) && cur && /^-?\d+$/.test(shown))
    return formatMoney(Number(shown), cur);
  if (field === DAYS_FIELD && /^\d+$/.test(shown)) {
    return MONDAY_FIRST.filter((day) => servesWeekday(Number(shown), day))
      .map((day) => t(`m9000_set_day_${day}`))
      .join(' ');
  }
  if (shown === 'true') return t('m9000_ch_yes');
  if (shown === 'false') return t('m9000_ch_no');
  return shown;
}
