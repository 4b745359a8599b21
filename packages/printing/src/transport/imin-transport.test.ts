import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIminTransport } from './imin-transport.ts';

const node = process.execPath;

describe('IMIN device-script transport', () => {
  it('pipes the ticket bytes to the script and passes its environment', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'imin-')), 'ticket.bin');
    const script = `const fs=require('fs');fs.writeFileSync(${JSON.stringify(out)},fs.readFileSync(0));if(process.env.COMANDA_FONT_SIZE!=='24')process.exit(3)`;
    const transport = createIminTransport({
      command: node,
      args: ['-e', script],
      env: { COMANDA_FONT_SIZE: '24' },
    });
    await transport.send(Uint8Array.of(0x1b, 0x40, 0xa4, 0x0a));
    expect([...readFileSync(out)]).toEqual([0x1b, 0x40, 0xa4, 0x0a]);
  });

  it('fails with the script exit code and its error output', async () => {
    const transport = createIminTransport({
      command: node,
      args: ['-e', 'console.error("no printer");process.exit(2)'],
    });
    await expect(transport.send(Uint8Array.of(1))).rejects.toMatchObject({
      code: 'command',
      message: /exit 2\): no printer/,
    });
  });

  it('fails clearly when the script cannot run', async () => {
    const transport = createIminTransport({ command: '/nonexistent/imin-print' });
    await expect(transport.send(Uint8Array.of(1))).rejects.toMatchObject({
      code: 'command',
      message: /cannot run/,
    });
  });

  it('reads the paper word of the status script', async () => {
    const transport = createIminTransport({
      command: node,
      statusCommand: node,
      statusArgs: ['-e', 'console.log("low")'],
    });
    expect(await transport.status()).toEqual({ connected: true, paper: 'low', lastError: null });
    expect(await createIminTransport({ command: node }).status()).toMatchObject({ paper: 'unknown' });
  });
});
