/** Spanish texts: staff pages of the web site (m9000_* admin module, p9000_* with %name% parameters). */
export const staff = {
  m9000_kiosks_title: 'Emparejar kioscos',
  m9000_kiosks_intro:
    'Ingresa con tu correo de técnico (módulo 9000) y escribe el código que muestra la pantalla del totem.',
  m9000_email: 'Correo electrónico',
  m9000_send_code: 'Enviar código',
  m9000_login_code: 'Código recibido por correo',
  m9000_sign_in: 'Entrar',
  m9000_code_sent: 'Te enviamos un código. Revisa tu correo.',
  m9000_sign_out: 'Cerrar sesión',
  m9000_device_code: 'Código del dispositivo',
  m9000_target: 'Asociar a',
  m9000_target_restaurant: 'Un restaurante',
  m9000_target_portal: 'Un portal',
  m9000_restaurant: 'Restaurante y local',
  m9000_kiosk_config: 'Configuración de kiosco',
  m9000_portal: 'Portal',
  m9000_device_name: 'Nombre del totem (opcional)',
  m9000_pair: 'Emparejar',
  p9000_paired: 'Listo: «%name%» quedó emparejado. El totem se abrirá en unos segundos.',
  m9000_no_config: 'Este restaurante no tiene configuración de kiosco',
  m9000_signed_in: 'Sesión de técnico iniciada',
} as const;
