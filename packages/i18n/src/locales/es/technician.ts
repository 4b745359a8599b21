/**
 * Spanish texts: the totem's technician screens (issue 12 items 5, 6) — the PIN chosen at pairing, the
 * hidden menu and its test print. A file of its own: diners never need it (m2000_tech_*, p2000_tech_*).
 */
export const technician = {
  m2000_tech_title: 'Menú de técnico',
  m2000_tech_pin_title: 'PIN de técnico',
  m2000_tech_pin_hint: 'Escribe el PIN que se eligió al emparejar este totem.',
  p2000_tech_pin_digits_one: '%count% dígito escrito',
  p2000_tech_pin_digits_other: '%count% dígitos escritos',
  p2000_tech_pin_wrong_one: 'PIN incorrecto. Te queda %count% intento.',
  p2000_tech_pin_wrong_other: 'PIN incorrecto. Te quedan %count% intentos.',
  p2000_tech_pin_locked: 'Demasiados intentos fallidos. Vuelve a intentar a las %time%.',
  m2000_tech_no_pin:
    'Este totem no tiene PIN de técnico. Revócalo en /staff/kiosks y vuelve a emparejarlo para elegir uno.',
  m2000_tech_choose_pin: 'Elige el PIN de técnico',
  m2000_tech_choose_pin_hint:
    'De 4 a 8 dígitos. Lo pedirá el menú de técnico (cinco toques seguidos en la esquina superior izquierda) y el borrado de datos locales.',
  m2000_tech_repeat_pin: 'Repite el PIN',
  m2000_tech_repeat_pin_hint: 'Escríbelo otra vez para confirmarlo.',
  m2000_tech_pin_mismatch: 'Los PIN no coinciden. Elige el PIN otra vez.',
  m2000_tech_pin_failed: 'No se pudo guardar el PIN. Vuelve a intentarlo.',
  m2000_tech_about: 'Este totem',
  m2000_tech_version: 'Versión de la app',
  m2000_tech_device: 'Dispositivo',
  m2000_tech_restaurant: 'Restaurante',
  m2000_tech_server: 'Plataforma',
  m2000_tech_not_paired: 'Sin emparejar',
  m2000_tech_paper: 'Ancho del papel',
  m2000_tech_paper_58: '58 mm (32 columnas)',
  m2000_tech_paper_80: '80 mm (48 columnas)',
  m2000_tech_actions: 'Acciones',
  m2000_tech_reload: 'Recargar la app',
  m2000_tech_clear: 'Borrar datos locales',
  m2000_tech_clear_confirm:
    '¿Borrar los datos locales? El totem olvidará su emparejamiento, su PIN y el pedido en curso, y volverá a la pantalla de emparejar.',
  m2000_tech_clear_yes: 'Sí, borrar',
  m2000_tech_clear_failed: 'No se pudieron borrar los datos locales.',
  m2000_tech_keep: 'No',
  m2000_tech_close: 'Cerrar menú de técnico',
} as const;
