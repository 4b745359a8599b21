/**
 * Spanish texts of the server's refusals (issue 11 item 3): the one source of every refusal's `message`
 * (the server formats these, server-text.ts) and the Spanish the web and kiosk show for a refusal's `key`.
 * Keys follow spec/2 §4: m1_err_* plain, p1_err_* with %name% placeholders; a count shown in words has
 * `_one`/`_other` forms, i18next-style. Texts the spec gives are quoted from the section named.
 */
export const server = {
  // Framework and request shape (ARCHITECTURE.md 'A request, end to end').
  p1_err_invalid_request: 'Solicitud inválida: %detail%',
  m1_err_invalid_json: 'Solicitud inválida: el cuerpo no es JSON válido',
  m1_err_empty_json: 'Solicitud inválida: el cuerpo JSON está vacío',
  m1_err_body_too_large: 'Solicitud demasiado grande',
  m1_err_media_type: 'Solicitud inválida: tipo de contenido no soportado',
  m1_err_url_invalid: 'Solicitud inválida: la dirección no es válida',
  m1_err_url_too_long: 'Solicitud inválida: la dirección es demasiado larga',
  p1_err_json_too_deep: 'Solicitud inválida: el JSON anida más de %max% niveles',
  m1_err_route_not_found: 'Ruta no encontrada',
  m1_err_internal: 'Algo salió mal / Vuelve a intentar.',
  p1_err_not_ready: 'Servidor no disponible: %reason%',
  // Rate limits (README 'Limits'): the wait in seconds or minutes, with its plural.
  p1_err_rate_limited_seconds_one: 'Demasiados intentos seguidos. Intenta de nuevo en %count% segundo.',
  p1_err_rate_limited_seconds_other: 'Demasiados intentos seguidos. Intenta de nuevo en %count% segundos.',
  p1_err_rate_limited_minutes_one: 'Demasiados intentos seguidos. Intenta de nuevo en %count% minuto.',
  p1_err_rate_limited_minutes_other: 'Demasiados intentos seguidos. Intenta de nuevo en %count% minutos.',
  p1_err_code_attempts_seconds_one:
    'Demasiados intentos con un código incorrecto. Intenta de nuevo en %count% segundo.',
  p1_err_code_attempts_seconds_other:
    'Demasiados intentos con un código incorrecto. Intenta de nuevo en %count% segundos.',
  p1_err_code_attempts_minutes_one:
    'Demasiados intentos con un código incorrecto. Intenta de nuevo en %count% minuto.',
  p1_err_code_attempts_minutes_other:
    'Demasiados intentos con un código incorrecto. Intenta de nuevo en %count% minutos.',
  // Sign-in and roles (spec/2 §8).
  m1_err_sign_in_needed: 'Debes iniciar sesión para continuar',
  m1_err_forbidden_module: 'No tienes permisos para este módulo',
  m1_err_mail_failed: 'Hubo un error con tu correo. Revisa que sea el correo correcto e intenta nuevamente.',
  m1_err_code_expired: 'Código expirado',
  m1_err_code_invalid: 'Código inválido',
  // Things looked up that are not there.
  m1_err_restaurant_not_found: 'Restaurante no encontrado',
  m1_err_portal_not_found: 'Portal no encontrado',
  m1_err_device_not_found: 'Dispositivo no encontrado',
  m1_err_table_not_found: 'Mesa no encontrada',
  m1_err_print_job_not_found: 'Trabajo de impresión no encontrado',
  m1_err_ticket_not_found: 'Ticket no encontrado',
  m1_err_kiosk_config_not_found: 'Configuración de kiosco no encontrada',
  // spec/2 §8 'Order not found: pedido no encontrado'.
  m1_err_order_not_found: 'no encontrado',
  p1_err_translation_file_not_found: 'Archivo de traducción no encontrado: %file%',
  m1_err_dev_channel_unavailable: 'Canal de desarrollo no disponible en este servidor',
  // Devices and kiosks (spec/3 §8).
  m1_err_device_out_of_service: 'Momentáneamente, este dispositivo se encuentra fuera de servicio.',
  m1_err_restaurant_out_of_service: 'Momentáneamente, este restaurante se encuentra fuera de servicio.',
  m1_err_device_other_venue: 'Este dispositivo no vende en este local',
  m1_err_device_of_other_venue: 'Ese dispositivo es de otro local',
  m1_err_kiosk_code_expired: 'El código expiró: el dispositivo ya muestra uno nuevo',
  m1_err_kiosk_code_unknown:
    'Código no encontrado o ya usado. Revisa el código en la pantalla del dispositivo',
  m1_err_no_kiosk_config: 'Este restaurante no tiene una configuración de kiosco',
  m1_err_kiosk_host_starting: 'El kiosco en modo navegador aún está arrancando',
  p1_err_bridge_input: 'Solicitud inválida: %detail%',
  m1_err_print_args: 'Solicitud inválida: args no es un mensaje de impresión',
  m1_err_print_device_missing: 'Solicitud inválida: falta device',
  // Orders being saved (spec/1 §8).
  m1_err_save_in_flight: 'Se esta grabando pedido, descartado nuevo intento',
  m1_err_idempotency_key_reused: 'Esta clave de idempotencia ya se usó con otro pedido distinto',
  p1_err_out_of_stock: "No hay stock suficiente de '%name%': quedan %available%, pediste %need%",
  // The cart (spec/1 §8; 'extras' is the toast of spec/3 §5).
  m1_err_cart_not_editable: 'Este pedido ya fue enviado y no se puede modificar',
  m1_err_cart_no_item: 'Falta el producto',
  m1_err_cart_no_quantity: 'Indica una cantidad mayor que 0',
  m1_err_cart_other_venue: 'Hay productos pendientes de otro local',
  m1_err_cart_unknown_product: 'Este producto ya no está disponible',
  m1_err_sold_out: 'Agotado',
  p1_err_cart_quantity_limit: 'Puedes pedir como máximo %max% de este producto',
  m1_err_cart_extras: 'Debes agregar extras para continuar',
  m1_err_cart_unknown_line: 'Esta línea ya no está en el pedido',
  m1_err_extra_not_in_group: 'Este extra no pertenece a la categoría',
  // An order's lines (spec/1 §8 'Invalid order': 'Datos invalidos en orden'); %problem% is one of the below.
  p1_err_invalid_line: 'Datos invalidos en orden: Línea %line%: %problem%',
  p1_err_invalid_line_named: "Datos invalidos en orden: Línea %line% ('%name%'): %problem%",
  p1_err_stock_line: 'Línea %line%: %problem%',
  p1_err_stock_line_named: "Línea %line% ('%name%'): %problem%",
  p1_err_stock_line_sold_out: "Línea %line%: '%name%' está agotado",
  p1_err_stock_line_at_most: "Línea %line%: '%name%' admite como máximo %max%",
  p1_err_line_unknown_product: "el producto '%product%' no existe en este local",
  p1_err_line_quantity: 'la cantidad debe estar entre 1 y %max%',
  m1_err_line_sold_out: 'está agotado',
  p1_err_line_at_most: 'admite como máximo %max%',
  p1_err_line_group_not_of_product: "el grupo '%group%' no es del producto '%product%'",
  p1_err_line_extra_repeated: "el extra '%extra%' está repetido en el grupo '%group%'",
  p1_err_line_extra_not_in_group: "el extra '%extra%' no es del grupo '%group%'",
  p1_err_line_extra_sold_out: "el extra '%extra%' está agotado",
  p1_err_line_extra_at_most: "el extra '%extra%' admite como máximo %max%",
  p1_err_line_group_at_least: "el grupo '%group%' pide al menos %min%",
  p1_err_line_group_at_most: "el grupo '%group%' admite como máximo %max%",
  // Checkout (spec/1 §8, spec/3 §8).
  m1_err_checkout_closed: 'Este local está cerrado.',
  m1_err_checkout_kiosk_shift: 'No hay turnos abiertos',
  m1_err_checkout_pickup: 'Este establecimiento no tiene disponible la opción de retiro en el local.',
  m1_err_checkout_delivery:
    'Este establecimiento no tiene disponible la opción de despacho, solo puede retirar su pedido en el local.',
  m1_err_checkout_check_in: 'Para realizar pedido, escanee QR de la mesa',
  m1_err_checkout_kiosk_type: 'Este tótem no admite este tipo de pedido',
  m1_err_checkout_web_type: 'Tipo de pedido inválido',
  m1_err_checkout_conditions: 'Debe aceptar términos y condiciones para finalizar su pedido',
  m1_err_checkout_phone: 'Faltan campos por completar: teléfono',
  p1_err_checkout_missing: 'Faltan campos por completar: %fields%',
  m1_err_field_name: 'nombre y apellido',
  m1_err_field_phone: 'teléfono',
  m1_err_field_rut: 'RUT o documento de identidad',
  m1_err_checkout_no_address: 'Falta dirccion para delivery',
  m1_err_checkout_unlocated:
    'Por favor revisa la configuración de tu dirección de despacho y asegúrate de que esté bien localizada en el Mapa.',
  p1_err_checkout_minimum: 'El monto SubTotal mínimo para despachar es %amount%',
  m1_err_checkout_tip_choice: 'Elige una propina de las que ofrece el local',
  m1_err_checkout_tip_not_offered: 'Este local no ofrece propina para este pedido',
  m1_err_checkout_coupon: 'El cupón no existe o no es válido para este local',
  // Delivery (spec/1 §8).
  m1_err_delivery_no_zone: 'No se puede procesar tu pedido. El despacho a su ubicación no está disponible.',
  m1_err_delivery_not_on_date:
    'El despacho no está disponible en la fecha de despacho solicitada, debe seleccionar otra fecha.',
  p1_err_delivery_too_far:
    'No se puede procesar tu pedido. La distancia máxima de despacho es %max% %unit% y tu dirección está a %distance% %unit%.',
  m1_err_delivery_fee: 'Error al calcular valor de despacho',
  // Scheduling (spec/1 §8).
  m1_err_schedule_date: 'La fecha de entrega solicitada no está disponible, debe seleccionar otra fecha.',
  p1_err_schedule_slot: 'El horario %time% no está disponible, debe seleccionar otro horario.',
  m1_err_schedule_asap: 'Este local solo recibe pedidos programados: elige fecha y hora de entrega.',
  // Payments (spec/1 §4, §9; spec/3 §9).
  m1_err_payment_unknown: 'Debe seleccionar un medio de pago válido para este pedido',
  m1_err_payment_prepaid: 'Este local exige pago en línea para este tipo de pedido',
  m1_err_payment_check_in: 'Este local no admite pagos en línea en la mesa',
  m1_err_payment_no_register:
    'El tótem no tiene la configuración correcta para pagar con billetera (falta caja)',
  m1_err_payment_no_provider: 'El pago en línea no está disponible por ahora. Elige otro medio de pago.',
  m1_err_payment_method: 'El medio de pago no corresponde a este pedido',
  m1_err_payment_closed: 'Este intento de pago ya no está abierto: vuelve al pedido',
  m1_err_pay_cancelled: 'Este pedido fue cancelado: no se puede pagar',
  m1_err_pay_not_online: 'Este pedido no se paga en línea',
  // Order status changes (spec/1 §4).
  m1_err_order_cancelled: 'Este pedido está cancelado y no se puede modificar',
  m1_err_order_finished: 'Este pedido ya está terminado',
  m1_err_order_not_confirmable: 'Solo se confirma un pedido que espera confirmación',
  m1_err_order_not_confirmed: 'Primero confirma el pedido',
  m1_err_order_paid: 'Este pedido ya está pagado',
  m1_err_order_not_cancellable: 'Este pedido ya no se puede cancelar',
  m1_err_order_not_awaiting: 'Solo se cancela por tiempo un pedido que espera confirmación',
  m1_err_line_unknown: 'Este producto no está en el pedido',
  m1_err_line_cancelled: 'Este producto ya está anulado',
} as const;
