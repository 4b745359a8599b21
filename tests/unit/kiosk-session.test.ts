import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * build/comanda-kiosk.service, the totem's boot session (issue 12 item 7): what makes it an appliance —
 * cage alone on tty1 for the dedicated user, nothing to switch to, restarted whatever happens — and that
 * it starts the binary electron-builder actually installs. `systemd-analyze verify` checks the unit where
 * systemd and cage are installed (the unit names cage as its command; without cage it cannot verify).
 */
const root = resolve(import.meta.dirname, '../..');
const unitFile = resolve(root, 'build/comanda-kiosk.service');

/** Every `Key=value` of the unit, by key, in order (a key may repeat: After=, Wants=). */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!match?.[1]) continue;
    settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2] ?? '']);
  }
  return settings;
}

const unit = unitSettings(readFileSync(unitFile, 'utf8'));
const one = (key: string) => unit.get(key)?.join(' ');

describe('the kiosk session unit', () => {
  it('runs cage for the dedicated user on tty1 through a PAM session, with no login prompt behind it', () => {
    expect(one('User')).toBe('comanda-kiosk');
    expect(one('TTYPath')).toBe('/dev/tty1');
    expect(one('Conflicts')).toBe('getty@tty1.service');
    const pam = one('PAMName') ?? '';
    const stack = readFileSync(resolve(root, 'build/pam.d', pam), 'utf8');
    expect(stack).toMatch(/^session\s+required\s+pam_systemd\.so$/m);
    expect(one('WantedBy')).toBe('graphical.target');
  });

  it('shows the kiosk binary electron-builder installs, with VT switching left off', () => {
    const exec = (one('ExecStart') ?? '').split(/\s+/);
    expect(exec[0]).toBe('/usr/bin/cage');
    const app = exec.indexOf('--');
    expect(app).toBeGreaterThan(0);
    // cage's -s would allow Ctrl+Alt+F<n> to another console.
    expect(exec.slice(1, app)).not.toContain('-s');
    const builder = readFileSync(resolve(root, 'build/electron-builder.yml'), 'utf8');
    const executable = /^executableName:\s*(\S+)$/m.exec(builder)?.[1];
    expect(exec[app + 1]).toBe(`/usr/bin/${executable}`);
  });

  it('is started again whatever ends it, without a retry limit', () => {
    expect(one('Restart')).toBe('always');
    expect(one('StartLimitIntervalSec')).toBe('0');
  });

  const canVerify = spawnSync('systemd-analyze', ['--version']).status === 0 && existsSync('/usr/bin/cage');
  it.skipIf(!canVerify)('passes systemd-analyze verify', () => {
    const verify = spawnSync('systemd-analyze', ['verify', '--man=no', unitFile], { encoding: 'utf8' });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });
});
