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
  // Refused input, one text per problem (issue 11 item 3): %field% is the field's wire name (or the part of
  // the request), the limits are the contract's. A contract's own refusal names its key instead of a message.
  p1_err_v_max_chars: '%field%: Máximo %max% caracteres',
  p1_err_v_min_chars: '%field%: Mínimo %min% caracteres',
  p1_err_v_exact_chars: '%field%: Debe tener %length% caracteres',
  p1_err_v_max_items: '%field%: Máximo %max% elementos',
  p1_err_v_min_items: '%field%: Mínimo %min% elementos',
  p1_err_v_max_number: '%field%: Debe ser como máximo %max%',
  p1_err_v_below_number: '%field%: Debe ser menor que %max%',
  p1_err_v_min_number: '%field%: Debe ser al menos %min%',
  p1_err_v_above_number: '%field%: Debe ser mayor que %min%',
  p1_err_v_expected_string: '%field%: Se esperaba un texto',
  p1_err_v_expected_number: '%field%: Se esperaba un número',
  p1_err_v_expected_int: '%field%: Se esperaba un número entero',
  p1_err_v_expected_boolean: '%field%: Se esperaba verdadero o falso',
  p1_err_v_expected_object: '%field%: Se esperaba un objeto',
  p1_err_v_expected_array: '%field%: Se esperaba una lista',
  p1_err_v_format: '%field%: Formato inválido',
  p1_err_v_value: '%field%: Valor inválido: se esperaba %options%',
  p1_err_v_unknown_keys: '%field%: Campos no permitidos: %keys%',
  p1_err_v_invalid: '%field%: Valor inválido',
  p1_err_v_problem: '%field%: %problem%',
  p1_err_v_unstorable: '%field%: El texto contiene caracteres no permitidos',
  p1_err_v_control_chars: '%field%: El texto no puede tener saltos de línea ni caracteres de control',
  p1_err_v_int_range: '%field%: El número está fuera de rango',
  p1_err_v_email: '%field%: Correo inválido',
  p1_err_v_phone: '%field%: Teléfono inválido',
  p1_err_v_login_code: '%field%: Código inválido',
  p1_err_v_cart_id: '%field%: cartId debe tener entre 16 y 64 caracteres seguros',
  p1_err_v_table: '%field%: Mesa no encontrada',
  p1_err_v_kiosk_code_length: '%field%: El código tiene %length% caracteres',
  p1_err_v_kiosk_target: '%field%: Indica un restaurante y local (ir, il) o un portal',
  p1_err_v_report_date: '%field%: Fecha inválida; escríbela como AAAA-MM-DD',
  p1_err_v_report_range_order: '%field%: La fecha final no puede ser anterior a la inicial',
  p1_err_v_report_range_long: '%field%: El informe abarca como máximo %max% días',
  p1_err_v_table_number: '%field%: Número de mesa inválido',
  p1_err_v_extras_min_max: '%field%: El mínimo no puede superar al máximo',
  p1_err_v_irl_shape: '%field%: irl debe tener la forma {restaurante}-{local}',
  p1_err_v_irl_restaurant: '%field%: la parte del restaurante de irl debe tener al menos %min% caracteres',
  p1_err_v_date_shape: '%field%: fecha con la forma AAAA-MM-DD',
  p1_err_v_time_shape: '%field%: hora con la forma HH:MM',
  p1_err_v_orders_tipo: '%field%: tipo debe ser 1, 2 o 10',
  p1_err_v_kitchen_timers: '%field%: el rojo del temporizador de cocina debe llegar después del ámbar',
  p1_err_v_technician_pin: '%field%: El PIN tiene de 4 a 8 dígitos',
  p1_err_v_language: '%field%: Idioma no disponible; se esperaba %options%',
  p1_err_address_missing_street: '%field%: Debe completar información: Calle y número (%alias%)',
  p1_err_address_missing_commune: '%field%: Debe completar información: Comuna (%alias%)',
  p1_err_address_missing_city: '%field%: Debe completar información: Ciudad (%alias%)',
  p1_err_address_missing_alias: '%field%: Debe completar información: Alias (%alias%)',
  p1_err_address_alias_taken: '%field%: Alias ya registrado: %alias%',
  p1_err_v_restaurant_target: '%field%: Indica el restaurante: sid, name o xir',
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
  m1_err_screen_not_found: 'Pantalla de cocina no encontrada',
  m1_err_screens_manager_only: 'Solo un encargado del local puede administrar sus pantallas de cocina',
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
  p1_err_bridge_bad_input: 'Datos no válidos para %channel%: %detail%',
  p1_err_bridge_unknown_channel: 'Canal desconocido: %channel%',
  p1_err_bridge_dev_only: 'Canal solo para desarrollo: %channel%',
  p1_err_bridge_device_name: 'Nombre de dispositivo no válido: %name%',
  p1_err_bridge_too_many_devices: 'Demasiados dispositivos en este servidor (máximo %max%)',
  m1_err_bridge_clear_needs_pin: 'Borrar los datos locales necesita el PIN de técnico',
  m1_err_bridge_pin_before_pairing: 'Elige el PIN de técnico antes de emparejar',
  m1_err_bridge_pin_at_pairing: 'El PIN de técnico se elige al emparejar',
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
  m1_err_order_awaiting_payment: 'Este pedido espera su pago: pasa a cocina cuando se pague',
  m1_err_order_not_cancellable: 'Este pedido ya no se puede cancelar',
  m1_err_order_not_awaiting: 'Solo se cancela por tiempo un pedido que espera confirmación',
  m1_err_line_unknown: 'Este producto no está en el pedido',
  m1_err_line_cancelled: 'Este producto ya está anulado',
  // The back office's settings (issue 13 item 3).
  p1_err_settings_invalid: 'Cambio no válido: %detail%',
  p1_err_v_staff_module_repeated: '%field%: Cada módulo puede aparecer una sola vez',
  p1_err_staff_level_above: 'No puedes dar un nivel %level%: tu nivel en este local es %max%',
  p1_err_staff_member_above: 'Esta persona tiene nivel %level% en este local, más que tu nivel %max%',
  m1_err_kitchen_device_unknown: 'La impresora de cocina debe ser un dispositivo activo de este local',
  m1_err_coupon_not_found: 'Cupón no encontrado',
  // The menu's back office (issue 13 item 3): a save the import's checks refuse lists each problem.
  p1_err_catalog_refused: 'No se guardó el cambio: %detail%',
  p1_err_catalog_repeated: "%kind% '%id%' está repetido",
  p1_err_catalog_category_parent: "la categoría '%category%' no tiene padre '%parent%'",
  p1_err_catalog_category_product: "la categoría '%category%' nombra el producto '%product%' que no existe",
  p1_err_catalog_category_unlisted: "la categoría '%category%' no lista el producto '%product%'",
  p1_err_catalog_product_unnamed: "el producto '%product%' no nombra la categoría '%category%' que lo lista",
  p1_err_catalog_product_category: "el producto '%product%' nombra la categoría '%category%' que no existe",
  p1_err_catalog_product_group: "el producto '%product%' nombra el grupo '%group%' que no existe",
  p1_err_catalog_product_tag: "el producto '%product%' nombra la etiqueta '%tag%' que no existe",
  p1_err_catalog_group_extra: "el grupo '%group%' nombra el extra '%extra%' que no existe",
  p1_err_catalog_extra_group: "el extra '%extra%' pertenece al grupo '%group%' que no existe",
  p1_err_catalog_promo_product: "la promoción '%promo%' nombra el producto '%product%' que no existe",
  p1_err_catalog_promo_not_promo:
    "la promoción '%promo%' usa el producto '%product%' que no está marcado promo",
  p1_err_catalog_featured: "el destacado '%product%' no existe",
  m1_err_catalog_kind_category: 'categoría',
  m1_err_catalog_kind_product: 'producto',
  m1_err_catalog_kind_group: 'grupo de extras',
  m1_err_catalog_kind_extra: 'extra',
  m1_err_catalog_kind_tag: 'etiqueta',
  m1_err_catalog_kind_shift: 'turno',
  m1_err_catalog_kind_table: 'mesa',
  m1_err_catalog_kind_payment: 'medio de pago',
  p1_err_menu_item_not_found: "'%id%' no está en el menú de este local",
  p1_err_category_not_empty:
    "La categoría '%category%' aún tiene productos o subcategorías: muévelos antes de borrarla",
  p1_err_group_in_use:
    "El grupo '%group%' lo usan productos (%products%): quítalo de ellos antes de borrarlo",
  p1_err_menu_id_taken:
    "El código '%id%' ya es de '%name%': elige otro, o déjalo vacío y se crea a partir del nombre",
  m1_err_photo_unreadable: 'La imagen no se pudo leer: sube una foto JPEG, PNG o WebP',
  p1_err_photo_too_large: 'La imagen pesa más de %max% KB',
  p1_err_v_group_extras: '%field%: el grupo debe nombrar sus extras en el orden en que se envían',
  m1_err_media_not_found: 'Imagen no encontrada',
  // Availability by dispatch type (issue 13 item 3): a line whose product is not offered for the order's type.
  p1_err_line_not_offered: 'no se ofrece para %type%',
  m1_err_line_type_pickup: 'retiro en el local',
  m1_err_line_type_delivery: 'delivery',
  m1_err_line_type_check_in: 'pedidos en la mesa',
  m1_err_line_type_take_away: 'llevar (tótem)',
  m1_err_line_type_eat_here: 'comer aquí (tótem)',

  // Table QR codes (issue 14 item 7)
  m1_err_no_tables: 'Este local no tiene mesas guardadas: agrega y guarda sus mesas primero',
  // Issue 14 item 4: calling the waiter (POST /srv/sendmessage) and the board's acknowledgement.
  m1_err_waiter_off: 'Este local no recibe llamadas al mesero desde la mesa.',
  m1_err_waiter_no_comment: 'Este local no recibe comentarios con la llamada al mesero.',
  m1_err_waiter_table: 'Error de lectura. Vuelve a intentar escanear el código QR de tu mesa.',
  m1_err_waiter_call_not_found: 'Llamada no encontrada',
  p1_err_v_waiter_check: '%field%: indica si llamas al mesero o pides la cuenta',
  p1_err_waiter_calls_seconds_one:
    'Ya avisamos al personal de esta mesa. Puedes volver a llamar en %count% segundo.',
  p1_err_waiter_calls_seconds_other:
    'Ya avisamos al personal de esta mesa. Puedes volver a llamar en %count% segundos.',
  p1_err_waiter_calls_minutes_one:
    'Ya avisamos al personal de esta mesa. Puedes volver a llamar en %count% minuto.',
  p1_err_waiter_calls_minutes_other:
    'Ya avisamos al personal de esta mesa. Puedes volver a llamar en %count% minutos.',
  // One bill for the table (issue 14 item 5).
  m1_err_bill_paying: 'Otro usuario está pagando esta misma cuenta, revise cambios.',
  m1_err_bill_changed: 'Otro usuario hizo cambios en la orden. Revise e intente nuevamente.',
  m1_err_bill_not_payable: 'Esta cuenta no se paga en la mesa: pídela al personal',
  m1_err_bill_nothing: 'Elige al menos un producto por pagar',
  m1_err_bill_method: 'Elige un medio de pago en línea del local',
  m1_err_bill_not_found: 'No encontramos la cuenta de esta mesa',

  // i11-text: what reached an English diner in Spanish (issue 11 item 3).
  m1_err_technician_pin: 'El PIN tiene de 4 a 8 dígitos',
  m1_err_bridge_unreachable: 'Sin conexión con el dispositivo',
  p1_err_bridge_host_status: 'El dispositivo respondió %status%',
  m1_err_bridge_bad_reply: 'Respuesta inesperada del dispositivo',
  m1_err_device_not_paired: 'Este dispositivo no está emparejado con un restaurante',
  m1_err_portal_restaurant_unavailable: 'Este restaurante no está disponible en el portal',
  m1_err_order_not_saved: 'Error en grabacion de pedido en server',

  // Guests at a table, the check-in password (issue 14 items 1–2).
  m1_err_guest_scope:
    'Tu sesión de invitado sirve solo para pedir en tu mesa. Inicia sesión con tu correo para pedir aquí.',
  m1_err_guest_not_offered:
    'Este local no permite pedir como invitado en esta mesa. Inicia sesión con tu correo.',
  m1_err_checkin_password: 'Clave Check In incorrecta',
  m1_err_catalog_checkin_password:
    'el local pide clave de Check In (selfatpwd) pero no tiene checkInPassword',
  p1_err_checkin_password_attempts_seconds_one:
    'Demasiados intentos con una clave de Check In incorrecta. Intenta de nuevo en %count% segundo.',
  p1_err_checkin_password_attempts_seconds_other:
    'Demasiados intentos con una clave de Check In incorrecta. Intenta de nuevo en %count% segundos.',
  p1_err_checkin_password_attempts_minutes_one:
    'Demasiados intentos con una clave de Check In incorrecta. Intenta de nuevo en %count% minuto.',
  p1_err_checkin_password_attempts_minutes_other:
    'Demasiados intentos con una clave de Check In incorrecta. Intenta de nuevo en %count% minutos.',
  // Issue 15 items 1–2 (the checkout that keeps and explains).
  p1_err_checkout_tip_max: 'La propina no puede superar %max%.',

  // Saved cards (issue 16 item 4; spec/1 §8, spec/2 §8).
  m1_err_card_country: 'Solo se guardan tarjetas para Chile, Argentina y Colombia',
  m1_err_card_declined: 'Error en su tarjeta. Intente con otro medio',
  m1_err_card_not_recorded: 'Error al registrar la tarjeta',
  m1_err_card_pay_failed: 'ERROR AL INTENTAR PAGAR CON SU TARJETA. INTENTE CON OTRO MEDIO.',
  m1_err_card_no_code: 'ERROR EN SU TARJETA. INTENTE CON OTRO MEDIO.',
  m1_err_card_not_found: 'No encontramos esa tarjeta entre las tuyas',
  m1_err_card_not_accepted: 'Este local no acepta tarjetas guardadas',
  m1_err_card_other_country: 'Esta tarjeta está guardada para otro país',
  p1_err_card_minimum: 'El monto mínimo para verificar una tarjeta es %amount% %currency%',
  m1_err_card_session: 'El formulario de la tarjeta caducó o ya se usó. Vuelve a intentarlo.',
  m1_err_card_vault_unavailable: 'Guardar y pagar con tarjetas no está disponible por ahora.',
  // A whole profile, addresses that locate themselves (issue 16 items 2–3).
  m1_err_profile_phone: 'Teléfono inválido',
  m1_err_profile_rut: 'RUT inválido: revisa el dígito verificador',
  m1_err_profile_birth_date: 'La fecha de nacimiento no existe',
  m1_err_geocoder_off: 'La búsqueda de direcciones no está disponible por ahora',
  m1_err_geocoder_failed: 'Error de Conexión de Internet, intente más tarde',
  m1_err_place_not_found: 'Lo sentimos dirección no encontrada, puedes utilizar tu ubicación actual',
  // Passwords and registration (issue 16 item 1; spec/2 §8)
  m1_err_login_password: 'Error en email o contraseña',
  m1_err_register_failed:
    'No pudimos crear tu cuenta: el correo puede no ser válido o la cuenta ya existe. Si ya tienes cuenta, recupera tu contraseña.',
  m1_err_register_names: 'Para registrarte ingresa tu nombre y tu apellido.',
  m1_err_confirm_link: 'El link de confirmación no es válido, venció o ya fue usado.',
  m1_err_reset_link: 'Error en los datos o link caducado. No se puede restablecer la contraseña.',
  m1_err_reset_password: 'Error en la contraseña ingresada. No se pudo restablecer la contraseña.',
  m1_err_old_password: 'La contraseña actual no es correcta.',
  // Table bookings (issue 17; spec/2 §8 'Bookings').
  m1_err_booking_unavailable: 'Hora no disponible. Por favor seleccione otra hora para continuar.',
  m1_err_booking_cancel: 'Error cancelando la orden',
  m1_err_booking_move: 'Esta reserva ya no admite ese cambio',
  m1_err_booking_not_found: 'No encontramos la reserva',
  m1_err_booking_off: 'Este local no recibe reservas',
  p1_err_v_booking_guests: '%field%: al menos una persona',
  p1_err_v_booking_name: '%field%: escribe el nombre de la reserva',
  p1_err_v_booking_phone: '%field%: falta un teléfono de contacto',
  // i14-rest: the table's leftovers (issue 14).
  m1_err_guest_waiter_table:
    'Tu sesión de invitado sirve solo para llamar al mesero desde tu mesa. Escanea el código QR de esta mesa.',
  // Issue 13 item 3: a product's order types (tipos) name each type once.
  p1_err_v_types_repeated: '%field%: Cada tipo de pedido va una sola vez',
  // i18-countries: portals on the web, money across borders (issue 18 items 5, 7).
  p1_err_v_country_code: '%field%: el país es un código de 2 letras (cl, es…)',
  p1_err_v_currency_code: '%field%: la moneda es un código de 3 letras (CLP, EUR…)',
  m1_err_rates_off: 'La conversión de monedas no está disponible por ahora',
  m1_err_rates_failed: 'No pudimos obtener el tipo de cambio, intenta más tarde',
  p1_err_currency_unknown: 'No conocemos el tipo de cambio de %currency%',
  // i16-oidc: social sign-in (issue 16 item 1; spec/2 §8, bit 4096).
  m1_err_social_email:
    'No recibimos tu correo: negaste el permiso de correo. Quita los permisos de la aplicación en tu cuenta del proveedor e inténtalo de nuevo.',
  m1_err_social_unverified: 'Tu proveedor no confirma ese correo. Confírmalo allí o entra con otro medio.',
  m1_err_social_cancelled:
    'Cancelaste el ingreso con el proveedor. Puedes intentarlo de nuevo o entrar con otro medio.',
  m1_err_social_expired: 'El ingreso tardó demasiado o ya se usó. Vuelve a intentarlo.',
  m1_err_social_failed:
    'No pudimos completar el ingreso con el proveedor. Inténtalo de nuevo o entra con otro medio.',
  m1_err_social_unknown: 'Ese medio de ingreso no está disponible.',
  m1_err_social_unavailable:
    'El proveedor de ingreso no responde. Inténtalo más tarde o entra con otro medio.',
  m1_err_social_ticket: 'El ingreso ya se usó o venció. Vuelve a intentarlo.',
  p1_err_v_return_path: '%field%: debe ser una ruta de este sitio',
  // Issue 18 item 6: the venue landing asked on a host that is no venue.
  m1_err_venue_not_found: 'Este sitio no es un recinto con palcos ni suites',
  // The back office's contact section (issue 18 item 1): a field that makes no link, named.
  p1_err_tip_above_max: 'La propina máxima debe ser al menos la preseleccionada: %pct% %.',
  p1_err_contact_unlinkable: '%field% «%value%» no sirve como enlace: revisa cómo está escrito.',
  m1_err_contact_phone: 'El teléfono',
  m1_err_contact_whatsapp: 'El WhatsApp',
  m1_err_contact_mail: 'El correo',
  m1_err_contact_web: 'La web',
  m1_err_contact_instagram: 'El Instagram',
  m1_err_contact_facebook: 'El Facebook',
  m1_err_contact_twitter: 'El Twitter',
  // i14-guest: a guest's profile is the table's session; only its language changes (spec/2 §4).
  m1_err_guest_profile:
    'Como invitado no tienes un perfil que cambiar: solo el idioma. Inicia sesión con tu correo para tener uno.',
  // i17-setup: a restaurant sets up its bookings (issue 17 items 3 and 7).
  p1_err_catalog_shift_covers: "el turno reservable '%shift%' necesita sus cubiertos (al menos 1)",
  p1_err_catalog_blocked_shift: "el turno bloqueado el %date% ('%shift%') no existe",
  // i14-table: the table's bill, to whoever sits at the table (issue 14).
  m1_err_bill_not_seated:
    'Solo quienes están en esta mesa ven su cuenta: escanea el código QR de la mesa para sentarte.',
  // i15-fixes: a deferred slot outside the opening shifts (rules/schedule-within-shifts.ts).
  p1_err_schedule_closed: 'El local está cerrado a las %time% de ese día, debe seleccionar otro horario.',
  // i17-fixes: DELETE /srv/bookings for a booking whose time has passed (issue 17).
  m1_err_booking_past: 'Esta reserva ya pasó: no se puede cancelar',
  // A venue the platform has closed (inactive) takes no bookings (spec/2 §8 'Bookings').
  m1_err_booking_closed: 'Este local está cerrado.',
  // i13-backoffice: payment methods and roles picked by name in the back office (issue 13 item 3).
  p1_err_payment_code_unknown:
    'El código %code% no es un medio de pago conocido: elige uno de la lista o usa un código negativo propio',
  p1_err_kiosk_pay_unknown: 'El totem no puede cobrar con el medio de pago %code%',
  p1_err_kiosk_pay_repeated: 'El medio de pago %code% del totem está repetido',
  m1_err_kiosk_pay_no_register:
    'La billetera con QR de caja necesita una caja configurada en el totem: quítala o configura la caja',
  p1_err_v_staff_role_unknown: '%field%: elige un rol de la lista',
} as const;
