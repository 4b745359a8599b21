import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The kiosk as electron-builder packages it for the totem (issue 12 item 7): build/electron-builder.yml
 * read and validated by the pinned electron-builder, the files and node_modules it ships, what it unpacks
 * from app.asar, the fuses it flips, and serialport's native binding loaded from the packaged tree the
 * way the packaged app resolves it.
 *
 * The Electron binary cannot be downloaded here, so electron-builder packages a stand-in distribution: one
 * file holding Electron's fuse wire (its sentinel and Electron's default fuses), which electron-builder
 * flips exactly as it would in the real binary. Everything else is the real build: `electron-vite build`,
 * then `electron-builder --linux dir`.
 */
const root = resolve(import.meta.dirname, '../..');
const requireFromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'));
const asar = requireFromBuilder('@electron/asar') as typeof import('@electron/asar');
const fuses = requireFromBuilder('@electron/fuses') as typeof import('@electron/fuses');
const { FuseV1Options } = fuses;
const { FuseState } = requireFromBuilder(
  '@electron/fuses/dist/constants',
) as typeof import('@electron/fuses/dist/constants');

const work = mkdtempSync(join(tmpdir(), 'comanda-kiosk-package-'));
const appOut = join(work, 'dist', 'linux-unpacked');
const archive = join(appOut, 'resources', 'app.asar');

/** Electron's fuse wire as a fresh binary carries it: sentinel, wire version 1, length, one byte per fuse. */
function standInElectron(dir: string): void {
  const defaults = new Array<number>(9).fill(FuseState.DISABLE);
  defaults[FuseV1Options.RunAsNode] = FuseState.ENABLE;
  defaults[FuseV1Options.EnableNodeOptionsEnvironmentVariable] = FuseState.ENABLE;
  defaults[FuseV1Options.EnableNodeCliInspectArguments] = FuseState.ENABLE;
  defaults[FuseV1Options.GrantFileProtocolExtraPrivileges] = FuseState.ENABLE;
  const wire = Buffer.from([1, defaults.length, ...defaults]);
  writeFileSync(
    join(dir, 'electron'),
    Buffer.concat([Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'), wire]),
    {
      mode: 0o755,
    },
  );
  writeFileSync(join(dir, 'LICENSE'), 'stand-in');
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(() => {
  const electronDist = join(work, 'electron-dist');
  mkdirSync(electronDist);
  standInElectron(electronDist);
  const electronVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
  ).version;
  run('npx', ['electron-vite', 'build']);
  run('npx', [
    'electron-builder',
    '--config',
    'build/electron-builder.yml',
    '--linux',
    'dir',
    `-c.electronDist=${electronDist}`,
    `-c.electronVersion=${electronVersion}`,
    `-c.directories.output=${join(work, 'dist')}`,
  ]);
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every package a production install of `names` needs (dependencies and optional ones), by name. */
function dependencyClosure(names: string[]): Set<string> {
  const seen = new Set<string>();
  // Node's lookup: node_modules/<name> in the dependent's folder, then in each folder above it.
  const locate = (name: string, from: string): string => {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dir === dirname(dir)) throw new Error(`${name} not installed (needed from ${from})`);
    }
  };
  const visit = (name: string, from: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const dir = locate(name, from);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep, dir);
  };
  for (const name of names) visit(name, root);
  return seen;
}

describe('the packaged kiosk', () => {
  it('has its fuses set: no Node mode, no NODE_OPTIONS or --inspect, app.asar only, cookies encrypted', async () => {
    const wire = await fuses.getCurrentFuseWire(join(appOut, 'comanda-kiosk'));
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(FuseState.ENABLE);
    // The renderer's module scripts load from file://.
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(FuseState.ENABLE);
  });

  it('ships the built kiosk and serialport with what it needs, and no other node_modules', () => {
    const files = asar.listPackage(archive, { isPack: false }).map((f) => f.replace(/^\//, ''));
    expect(files).toContain('apps/kiosk/out/main/index.js');
    expect(files).toContain('apps/kiosk/out/preload/index.cjs');
    expect(files).toContain('apps/kiosk/out/renderer/index.html');
    // Top-level packages of the shipped node_modules ('debug', '@serialport/stream'), not folder entries.
    const shipped = new Set(
      files
        .map((f) => f.split('/'))
        .filter((p) => p[0] === 'node_modules' && p.length >= (p[1]?.startsWith('@') ? 3 : 2))
        .map((p) => p.slice(1, p[1]?.startsWith('@') ? 3 : 2).join('/')),
    );
    const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(Object.keys(rootPackage.dependencies)).toEqual(['serialport']);
    const needed = dependencyClosure(['serialport']);
    expect([...shipped].filter((name) => !needed.has(name))).toEqual([]);
    for (const name of [
      'serialport',
      '@serialport/bindings-cpp',
      '@serialport/stream',
      'node-gyp-build',
      'debug',
    ])
      expect(shipped, name).toContain(name);
    const packaged = JSON.parse(asar.extractFile(archive, 'package.json').toString());
    expect(packaged.main).toBe('apps/kiosk/out/main/index.js');
    expect(packaged.type).toBe('module');
    // The package's version is the one the device reports (KIOSK_VERSION, packages/kiosk-device).
    const device = JSON.parse(readFileSync(join(root, 'packages/kiosk-device/package.json'), 'utf8'));
    expect(packaged.version).toBe(device.version);
  });

  it('leaves serialport to run time in the main bundle, and its binding unpacked from app.asar', () => {
    const main = asar.extractFile(archive, 'apps/kiosk/out/main/index.js').toString();
    expect(main).toMatch(/import\("serialport"\)|from "serialport"/);
    expect(main).not.toContain('node_modules/@serialport/');
    const binding =
      'node_modules/@serialport/bindings-cpp/prebuilds/linux-x64/@serialport+bindings-cpp.glibc.node';
    expect(asar.statFile(archive, binding)).toMatchObject({ unpacked: true });
    expect(existsSync(join(`${archive}.unpacked`, binding))).toBe(true);
  });

  it('loads serialport and its native binding from the packaged tree, resolved from the built main', () => {
    const app = join(work, 'app');
    asar.extractAll(archive, app);
    const mainDir = join(app, 'apps/kiosk/out/main');
    // Next to the built main, so `import('serialport')` resolves from where the bundle's own does.
    writeFileSync(
      join(mainDir, 'probe.mjs'),
      `const resolved = import.meta.resolve('serialport');
const { SerialPort } = await import('serialport');
const listed = Array.isArray(await SerialPort.list());
const addons = process.report.getReport().sharedObjects.filter((f) => f.endsWith('.node'));
console.log(JSON.stringify({ resolved, listed, addons }));`,
    );
    const probe = spawnSync(process.execPath, ['probe.mjs'], { cwd: mainDir, encoding: 'utf8' });
    expect(probe.stderr).toBe('');
    const { resolved, listed, addons } = JSON.parse(probe.stdout) as {
      resolved: string;
      listed: boolean;
      addons: string[];
    };
    expect(relative(app, new URL(resolved).pathname)).toBe('node_modules/serialport/dist/index.js');
    expect(listed).toBe(true);
    const binding = addons.find((f) => f.includes('@serialport/bindings-cpp'));
    expect(binding && relative(app, binding)).toMatch(
      /^node_modules\/@serialport\/bindings-cpp\/(prebuilds|build)\//,
    );
    expect(readdirSync(join(app, 'node_modules/@serialport/bindings-cpp/prebuilds'))).toContain(
      `${process.platform}-${process.arch}`,
    );
  });
});
