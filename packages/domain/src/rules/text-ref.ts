/**
 * A text the rules refuse with (issue 11 item 3): a key of the server's texts and its parameters, never
 * the words. The server formats the Spanish message (packages/i18n server-text.ts) and the web and kiosk
 * say it in the diner's language, so the rules carry no texts (DESIGN.md: domain imports zod only) and a
 * page that never shows a refusal never loads them. A parameter may itself be a text (a line's problem)
 * or a list of texts (missing fields' names).
 */
export type TextRef = { readonly key: string; readonly params?: TextParams };
export type TextParam = string | number | TextRef | readonly TextRef[];
export type TextParams = Readonly<Record<string, TextParam>>;

/**
 * Every key a rule may refuse with. packages/i18n checks at compile time that its server texts have each
 * one (server-text.ts), in Spanish and, by its completeness test, in English; a plural key goes by its stem.
 */
export type DomainTextKey =
  | 'm1_err_cart_extras'
  | 'm1_err_cart_no_item'
  | 'm1_err_cart_no_quantity'
  | 'm1_err_cart_not_editable'
  | 'm1_err_cart_other_venue'
  | 'm1_err_cart_unknown_line'
  | 'm1_err_cart_unknown_product'
  | 'm1_err_checkout_check_in'
  | 'm1_err_checkout_closed'
  | 'm1_err_checkout_conditions'
  | 'm1_err_checkout_coupon'
  | 'm1_err_checkout_delivery'
  | 'm1_err_checkout_kiosk_shift'
  | 'm1_err_checkout_kiosk_type'
  | 'm1_err_checkout_no_address'
  | 'm1_err_checkout_phone'
  | 'm1_err_checkout_pickup'
  | 'm1_err_checkout_tip_choice'
  | 'm1_err_checkout_tip_not_offered'
  | 'm1_err_checkout_unlocated'
  | 'm1_err_checkout_web_type'
  | 'm1_err_delivery_fee'
  | 'm1_err_delivery_no_zone'
  | 'm1_err_delivery_not_on_date'
  | 'm1_err_extra_not_in_group'
  | 'm1_err_field_name'
  | 'm1_err_field_phone'
  | 'm1_err_field_rut'
  | 'm1_err_line_cancelled'
  | 'm1_err_line_sold_out'
  | 'm1_err_line_unknown'
  | 'm1_err_order_cancelled'
  | 'm1_err_order_finished'
  | 'm1_err_order_not_awaiting'
  | 'm1_err_order_not_cancellable'
  | 'm1_err_order_not_confirmable'
  | 'm1_err_order_not_confirmed'
  | 'm1_err_order_paid'
  | 'm1_err_order_awaiting_payment'
  | 'm1_err_pay_cancelled'
  | 'm1_err_pay_not_online'
  | 'm1_err_payment_check_in'
  | 'm1_err_payment_no_provider'
  | 'm1_err_payment_no_register'
  | 'm1_err_payment_prepaid'
  | 'm1_err_payment_unknown'
  | 'm1_err_schedule_asap'
  | 'm1_err_schedule_date'
  | 'm1_err_sold_out'
  | 'm1_err_table_not_found'
  | 'p1_err_address_alias_taken'
  | 'p1_err_address_missing_alias'
  | 'p1_err_address_missing_city'
  | 'p1_err_address_missing_commune'
  | 'p1_err_address_missing_street'
  | 'p1_err_cart_quantity_limit'
  | 'p1_err_checkout_minimum'
  | 'p1_err_checkout_missing'
  | 'p1_err_delivery_too_far'
  | 'p1_err_invalid_line'
  | 'p1_err_invalid_line_named'
  | 'p1_err_line_at_most'
  | 'p1_err_line_extra_at_most'
  | 'p1_err_line_extra_not_in_group'
  | 'p1_err_line_extra_repeated'
  | 'p1_err_line_extra_sold_out'
  | 'p1_err_line_group_at_least'
  | 'p1_err_line_group_at_most'
  | 'p1_err_line_group_not_of_product'
  | 'p1_err_line_quantity'
  | 'p1_err_line_unknown_product'
  | 'p1_err_schedule_slot'
  | 'p1_err_staff_level_above'
  | 'p1_err_staff_member_above';

/** A rule's text: its key and, when it has any, its parameters. */
export const textRef = (key: DomainTextKey, params?: TextParams): TextRef =>
  params ? { key, params } : { key };
