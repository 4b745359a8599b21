import {
  AS_SOON_AS_POSSIBLE,
  asapOffered,
  checkInMissing,
  checkInPasswordNeeded,
  DispatchType,
  isOnlineCode,
  isOnReceiptCode,
  isPrepaidCode,
  type Language,
  PaymentCode,
  paymentProblem,
  phoneAcceptable,
  type TAddress,
  type TAppConfig,
  type TCartLine,
  type TCartResto,
  type TPaymentMethod,
  type TSaveOrderRequestInput,
  tipChoicesWithin,
  tipsOffered,
} from '@comanda/domain';

/** What the diner fills in on the checkout screen (spec/1 §2 screen 4). */
export type CheckoutForm = {
  /** 1 pickup, 2 delivery, 3 at the table (only when the cart sits at one of the venue's tables). */
  tipo: 1 | 2 | 3;
  phone: string;
  /** At the table: the diner's full name and, where the venue asks, a tax or identity number (spec/1 §5). */
  name: string;
  rut: string;
  /** The delivery address (a saved one, or a temporary one for this order). */
  address: TAddress | null;
  /** Tip choice: pct 0 none, a percent, or -1 custom with the text typed (a comma is fine). */
  tip: { pct: number; monto: string };
  coupon: string;
  prepago: number | null;
  conditions: boolean;
  /** '' for today; otherwise the chosen day 'YYYY-MM-DD'. */
  fecha: string;
  /** 'lo antes posible' or a slot 'HH:MM'; '' when a deferred-only venue still needs a choice. */
  hora: string;
  /** The optional delivery message of the wizard's first step: it travels as the address's notes. */
  message: string;
  /** The venue's check-in password, at the table where it asks for one (spec/1 §5). */
  pwdCheckin: string;
  /** With prepago 5009: the saved card that pays (issue 16 item 4). */
  tokenCard: string;
  /** 'Tarjeta nueva': the card is typed on the vault's form before the order is saved (spec/1 §4 6). */
  newCard: boolean;
  /** Keep that new card among the diner's ('Guardar la tarjeta', spec/1 §3 saveCard). */
  saveCard: boolean;
};

export type MissingField = 'name' | 'phone' | 'rut' | 'address' | 'payment' | 'time' | 'password';

/** The payment methods a web order may use here (spec/1 §9): the venue's, on receipt or allowed online. */
export function offeredMethods(
  app: Pick<TAppConfig, 'payMethods' | 'ordpay' | 'ordpickpay' | 'selfatpay'>,
  methods: readonly TPaymentMethod[],
  tipo: number,
): TPaymentMethod[] {
  const named = new Map(methods.map((m) => [m.id, m]));
  return app.payMethods
    .filter((code) => isOnReceiptCode(code) || isOnlineCode(code))
    .filter((code) => paymentProblem({ tipo, code, app, kiosk: null }) === null)
    .map((id) => ({ id, nm: named.get(id)?.nm ?? '', nmTrad: named.get(id)?.nmTrad }));
}

/**
 * The time a checkout starts with (spec/1 §5 'Deferral'): 'lo antes posible' where today offers it (the domain's
 * asapOffered), or where there is nothing else to pick (deferral off: a closed venue's refusal then says why);
 * else none — a closed venue's, or one taking deferred orders only: the diner picks one of the offered slots
 * (issue 15 item 2; never 'Lo antes posible' beside 'Este local está cerrado.' when a slot can be chosen).
 */
export const startingTime = (
  app: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>,
  openNow: boolean,
) => (asapOffered(app, openNow) || !app.orddife ? AS_SOON_AS_POSSIBLE : '');

/** The form a checkout starts with: the venue's preselected tip and its startingTime. */
export function initialForm(input: {
  app: TAppConfig;
  tipo: number;
  phone: string;
  address: TAddress | null;
  name?: string;
  rut?: string;
  /** The venue is open now (the menu's ta = 1); absent, as in a form made for a test, it is. */
  openNow?: boolean;
}): CheckoutForm {
  return {
    tipo: input.tipo === DispatchType.delivery ? 2 : input.tipo === DispatchType.checkIn ? 3 : 1,
    phone: input.phone,
    name: input.name ?? '',
    rut: input.rut ?? '',
    address: input.address,
    tip: { pct: tipChoicesWithin(input.app).preselected, monto: '' },
    coupon: '',
    prepago: null,
    conditions: false,
    fecha: '',
    hora: startingTime(input.app, input.openNow ?? true),
    message: input.address?.ct ?? '',
    pwdCheckin: '',
    tokenCard: '',
    newCard: false,
    saveCard: false,
  };
}

/** Whether tips are offered for this form (spec/1 §5 'Tip': only with a prepaid method). */
export const tipOffered = (app: TAppConfig, form: Pick<CheckoutForm, 'tipo' | 'prepago'>) =>
  tipsOffered({
    tipo: form.tipo,
    setting: app.tip,
    prepaid: form.prepago !== null && isPrepaidCode(form.prepago),
    checkInPayment: app.selfatpay,
  });

/**
 * The fields the confirm button still waits for (spec/1 §5 'Other checkout rules', 'Missing-profile data by
 * type'): pickup the phone when required; delivery the address and the phone when required; check-in the full
 * name, and the phone and tax id when required (the domain's checkInMissing); a payment method, except for a
 * check-in order that pays nothing (`free`, spec/1 §4); a time when the venue takes deferred orders only.
 * An anonymous guest at the table is exempt from the profile fields (`guest`, spec/1 §5, spec/2 §6); the
 * venue's check-in password is asked of everyone at the table where it asks for one.
 */
export function missingFields(
  app: TAppConfig,
  form: CheckoutForm,
  free = false,
  guest = false,
): MissingField[] {
  const missing: MissingField[] = [];
  if (form.tipo === 3) {
    if (!guest) missing.push(...checkInMissing(app, { nm: form.name, ph: form.phone, rut: form.rut }));
    if (checkInPasswordNeeded(app, form.tipo, false) && form.pwdCheckin.trim() === '')
      missing.push('password');
    if (form.prepago === null && !free) missing.push('payment');
    return missing;
  }
  if (form.tipo === 1 && app.ordpickphone && !phoneAcceptable(1, form.phone)) missing.push('phone');
  if (form.tipo === 2) {
    if (!form.address) missing.push('address');
    if (app.orddvyphone && !phoneAcceptable(2, form.phone)) missing.push('phone');
  }
  if (form.prepago === null) missing.push('payment');
  if (form.hora === '') missing.push('time');
  return missing;
}

/** The server's refusal of a preflight: code and readable message (spec/1 §8 texts come from the server). */
export type PreflightRefusal = { code: string; message: string };

export type Blocker =
  | { kind: 'not-offered'; products: string[] }
  | { kind: 'missing'; fields: MissingField[] }
  | { kind: 'out-of-area' }
  | { kind: 'server'; message: string }
  | { kind: 'terms' }
  | { kind: 'waiting' };

/**
 * Why the confirm button is disabled, or null when the order can go (spec/1 §4 'Checkout readiness'): lines
 * whose product is not offered for the chosen type first (issue 13 item 3: the server would refuse them), the
 * missing fields next, then what the server's preflight refused (a delivery out of range reads 'Dirección
 * fuera de área de cobertura' with the server's own words beside it; the minimum, a closed venue… as the
 * server says), then the terms. Totals must come from a preflight of this very form.
 */
export function blocker(input: {
  app: TAppConfig;
  form: CheckoutForm;
  preflight: {
    status: 'idle' | 'loading' | 'ready' | 'refused' | 'error';
    refusal: PreflightRefusal | null;
    /** Why the priced order cannot be placed yet (closed, time, minimum, area; issue 15 item 2). */
    blocked?: PreflightRefusal | null;
  };
  /** A check-in order whose preflight total is zero: no payment method needed. */
  free?: boolean;
  /** An anonymous guest at the table: no profile fields asked. */
  guest?: boolean;
  /** The names of the cart's products not offered for the form's type (the domain's linesNotOffered). */
  notOffered?: readonly string[];
}): Blocker | null {
  if (input.notOffered && input.notOffered.length > 0)
    return { kind: 'not-offered', products: [...input.notOffered] };
  const missing = missingFields(input.app, input.form, input.free, input.guest);
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  const { status, refusal, blocked } = input.preflight;
  if (status === 'ready' && blocked) {
    if (blocked.code === 'delivery') return { kind: 'out-of-area' };
    return { kind: 'server', message: blocked.message };
  }
  if (status === 'refused' && refusal) {
    if (refusal.code === 'delivery') return { kind: 'out-of-area' };
    if (refusal.code !== 'conditions') return { kind: 'server', message: refusal.message };
  }
  if (status === 'error' && refusal) return { kind: 'server', message: refusal.message };
  if (status !== 'ready' && status !== 'refused') return { kind: 'waiting' };
  if (!input.form.conditions) return { kind: 'terms' };
  return null;
}

/** The body of POST /srv/saveorder for this form (prices and totals are never sent). */
export function orderRequest(input: {
  cartId: string;
  resto: Pick<TCartResto, 'id' | 'dk'>;
  lines: readonly TCartLine[];
  form: CheckoutForm;
  app: TAppConfig;
  /** The table the cart sits at (type 3). */
  mesa?: string;
  /** The diner's seat at that table, from the device's seat record (spec/1 §3). */
  seat?: number | null;
  name: string;
  email: string;
  /** The language the diner orders in: the order remembers it (its receipt prints in it, issue 11). */
  language?: Language;
  /** A preflight asks for totals before the diner picked a method: the first on-receipt one stands in. */
  fallbackPrepago?: number;
  idempotencyKey?: string;
  /**
   * A preflight creates nothing and only prices: it is sent as if the terms were accepted, because the
   * server checks them before the quote. The real save sends the diner's own answer.
   */
  preflight?: boolean;
}): TSaveOrderRequestInput {
  const { form, app } = input;
  const tipAllowed = tipOffered(app, form);
  const address =
    form.tipo === 2 && form.address ? { ...form.address, ct: form.message.trim() || form.address.ct } : null;
  return {
    cartId: input.cartId,
    irl: input.resto.id,
    dk: input.resto.dk,
    tipo: form.tipo,
    lines: input.lines.map((l) => ({ ip: l.item, cant: l.cant, extras: l.extras, ct: l.ct })),
    prepago: form.prepago ?? input.fallbackPrepago ?? 0,
    propina: tipAllowed
      ? { pct: form.tip.pct, monto: form.tip.pct === -1 ? form.tip.monto : '' }
      : { pct: 0, monto: '' },
    cupon: form.coupon,
    direccion: address,
    contacto: {
      nm: form.tipo === 3 ? form.name.trim() : input.name,
      ph: form.phone.trim(),
      em: input.email,
      ...(form.tipo === 3 && form.rut.trim() ? { rut: form.rut.trim() } : {}),
    },
    ...(form.tipo === 3 ? { mesa: input.mesa ?? '' } : {}),
    ...(form.tipo === 3 && input.seat ? { seatNumber: input.seat } : {}),
    ...(form.tipo === 3 && form.pwdCheckin.trim() ? { pwdCheckin: form.pwdCheckin.trim() } : {}),
    fechaDespacho: form.fecha,
    horaDespacho: form.hora || AS_SOON_AS_POSSIBLE,
    condiciones: input.preflight ? true : form.conditions,
    ...(input.language ? { idioma: input.language } : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    ...(form.prepago === PaymentCode.savedCard ? { tokenCard: form.tokenCard } : {}),
    ...(form.newCard && form.saveCard ? { saveCard: true } : {}),
  };
}

/** 'Pagar y confirmar $total' with an online method, else 'Confirmar pedido' (spec/1 §4 'Checkout readiness'). */
export const paysOnline = (form: Pick<CheckoutForm, 'prepago'>) =>
  form.prepago !== null && isPrepaidCode(form.prepago);
