#!/usr/bin/env node
// `npm run kiosk`: build the totem with electron-vite, make sure the Electron binary is present, then
// start it on the built main process. COMANDA_SERVER (default http://127.0.0.1:8080) passes through.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const mainEntry = join(root, 'apps/kiosk/out/main/index.js');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** The binary electron's own package would run, or null when it was never downloaded. */
function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

if (
  run(process.execPath, [
    join(dirname(require.resolve('electron-vite/package.json')), 'bin/electron-vite.js'),
    'build',
  ]) !== 0
) {
  console.error('kiosk: the electron-vite build failed (see above).');
  process.exit(1);
}

let binary = electronBinary();
if (!binary) {
  console.log('kiosk: the Electron binary is missing; fetching it with electron/install.js …');
  run(process.execPath, [join(electronDir, 'install.js')]);
  binary = electronBinary();
}
if (!binary) {
  console.error(
    [
      '',
      'kiosk: the Electron binary could not be downloaded on this machine.',
      'Where the network allows it, `npm run kiosk` fetches it on first run (node_modules/electron/install.js).',
      'Every kiosk screen and device service also runs without Electron in browser mode:',
      '  npm start   then open http://127.0.0.1:8080/kiosk/',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const env = { ...process.env, COMANDA_SERVER: process.env.COMANDA_SERVER ?? 'http://127.0.0.1:8080' };
process.exit(run(binary, [mainEntry], env));
