import type { Migration } from './migration.ts';

/**
 * What each device last reported (issue 12 item 6, /staff/kiosks): when it last called in, its app
 * version and its printer's state (ZReportedPrinter), so a technician sees a silent or jammed totem.
 */
export const kioskDeviceReports: Migration = {
  id: '014-kiosk-device-reports',
  statements: [
    'alter table kiosk_devices add column last_seen_at timestamptz',
    'alter table kiosk_devices add column app_version text',
    'alter table kiosk_devices add column printer jsonb',
    'create index kiosk_devices_by_venue on kiosk_devices (ir, il)',
  ],
};
