import type { staff as es } from '../es/staff.ts';

/** English texts: staff pages. Same keys as Spanish. */
export const staff: Record<keyof typeof es, string> = {
  m9000_kiosks_title: 'Pair kiosks',
  m9000_kiosks_intro:
    'Sign in with your technician e-mail (module 9000) and type the code shown on the kiosk screen.',
  m9000_email: 'E-mail',
  m9000_send_code: 'Send code',
  m9000_login_code: 'Code received by e-mail',
  m9000_sign_in: 'Sign in',
  m9000_code_sent: 'We sent you a code. Check your e-mail.',
  m9000_sign_out: 'Sign out',
  m9000_device_code: 'Device code',
  m9000_target: 'Link to',
  m9000_target_restaurant: 'A restaurant',
  m9000_target_portal: 'A portal',
  m9000_restaurant: 'Restaurant and location',
  m9000_kiosk_config: 'Kiosk configuration',
  m9000_portal: 'Portal',
  m9000_device_name: 'Kiosk name (optional)',
  m9000_pair: 'Pair',
  p9000_paired: 'Done: “%name%” is paired. The kiosk opens in a few seconds.',
  m9000_no_config: 'This restaurant has no kiosk configuration',
  m9000_signed_in: 'Technician signed in',
};
