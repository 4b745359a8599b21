import { describe, expect, it } from 'vitest';
import { canPayNow, PAYMENT_REFUSALS, paymentProblem, payNowRefusal, payRedirect } from './order-payment.ts';

const app = { payMethods: [0, -9001, 5011, 5045], ordpay: false, ordpickpay: false, selfatpay: 2 };

describe('payment method valid for the order (spec/1 §4 "Checkout readiness", §9; spec/3 §5, §9)', () => {
  it('takes the venue methods on receipt and online, nothing else', () => {
    expect(paymentProblem({ tipo: 1, code: 0, app, kiosk: null })).toBeNull();
    expect(paymentProblem({ tipo: 2, code: -9001, app, kiosk: null })).toBeNull();
    expect(paymentProblem({ tipo: 2, code: 5011, app, kiosk: null })).toBeNull();
    expect(paymentProblem({ tipo: 2, code: 5050, app, kiosk: null })).toBe(PAYMENT_REFUSALS.unknown);
    expect(paymentProblem({ tipo: 1, code: 1000, app, kiosk: null })).toBe(PAYMENT_REFUSALS.unknown);
  });

  it('prepaid delivery (ordpay) and check-in payment modes', () => {
    expect(paymentProblem({ tipo: 2, code: 0, app: { ...app, ordpay: true }, kiosk: null })).toBe(
      PAYMENT_REFUSALS.prepaid,
    );
    expect(paymentProblem({ tipo: 3, code: 0, app: { ...app, selfatpay: 1 }, kiosk: null })).toBe(
      PAYMENT_REFUSALS.prepaid,
    );
    expect(paymentProblem({ tipo: 3, code: 5011, app: { ...app, selfatpay: 0 }, kiosk: null })).toBe(
      PAYMENT_REFUSALS.checkInNoPayment,
    );
  });

  it('kiosk: its own methods; 5010 needs a register', () => {
    const kiosk = { payMethods: [1000, 5025, 5010], payCaja: undefined };
    expect(paymentProblem({ tipo: 4, code: 5025, app, kiosk })).toBeNull();
    expect(paymentProblem({ tipo: 5, code: 0, app, kiosk })).toBe(PAYMENT_REFUSALS.unknown);
    expect(paymentProblem({ tipo: 5, code: 5010, app, kiosk })).toBe(PAYMENT_REFUSALS.noRegister);
    expect(paymentProblem({ tipo: 5, code: 5010, app, kiosk: { ...kiosk, payCaja: 'caja-1' } })).toBeNull();
  });

  it('appends tpi=1 for 5045 and 5050 only (spec/1 §9)', () => {
    expect(payRedirect('p1', 5045)).toBe('/pay/mw/payments/paypayment?idpr=p1&tpi=1');
    expect(payRedirect('p1', 5011)).toBe('/pay/mw/payments/paypayment?idpr=p1');
  });
});

describe('pay now, also after a decline (spec/1 §4 "Pay later", "Payment status sp"; §9 codes)', () => {
  const web = (ss: number, sp: number, prepago = 5011, ti = 1) => ({ ss, sp, prepago, ti });
  it('offers it on a web order in process with an online method while sp is below 2, a decline included', () => {
    expect(canPayNow(web(0, 0))).toBe(true);
    expect(canPayNow(web(0, 1))).toBe(true);
    expect(canPayNow(web(0, -1))).toBe(true);
    expect(canPayNow(web(2, -1, 5045, 2))).toBe(true);
  });
  it('refuses a cancelled, paid or finished order, an on-receipt method and a kiosk order', () => {
    expect(payNowRefusal(web(-2, -1))).toBe('cancelled');
    expect(payNowRefusal(web(-10, 0))).toBe('cancelled');
    expect(payNowRefusal(web(1, 2))).toBe('paid');
    expect(payNowRefusal(web(3, 0))).toBe('closed');
    expect(payNowRefusal(web(0, 0, 0))).toBe('notOnline');
    expect(payNowRefusal(web(0, 0, -9001))).toBe('notOnline');
    expect(payNowRefusal(web(0, 0, 5011, 5))).toBe('notOnline');
  });
});
