import { describe, expect, it } from 'vitest';
import { type PlannedChunk, planStartupSteps } from './vite-startup-chunks.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
): PlannedChunk => ({ fileName, isEntry, facadeModuleId, imports, moduleIds });

// A small site as the bundler splits it: an entry, two start-up steps sharing a module with a later page.
const split: PlannedChunk[] = [
  chunk('index.js', ['/s/main.tsx', '/s/cover.ts'], ['next-task.js'], '/s/index.html', true),
  chunk('next-task.js', ['/s/next-task.ts']),
  chunk('react.js', ['/nm/react/index.js']),
  chunk('client.js', ['/nm/react-dom/client.js'], ['react.js'], '/nm/react-dom/client.js'),
  chunk(
    'boot.js',
    ['/s/boot.tsx', '/s/layout.tsx'],
    ['react.js', 'client.js', 'next-task.js', 'money.js'],
    '/s/boot.tsx',
  ),
  chunk('money.js', ['/s/money.ts']),
  chunk('menu.js', ['/s/menu.tsx'], ['money.js', 'react.js', 'opening.js'], '/s/menu.tsx'),
  chunk('opening.js', ['/s/opening.ts']),
  chunk('checkout.js', ['/s/checkout.tsx'], ['opening.js', 'money.js', 'zod.js'], '/s/checkout.tsx'),
  chunk('zod.js', ['/nm/zod/index.js']),
];

describe('planStartupSteps', () => {
  const steps = planStartupSteps(split, ['react-dom/client.js', 's/boot.tsx', 's/menu.tsx']);

  it('gives each step the modules of every chunk its root loads that no earlier step loads', () => {
    expect(steps.get('/nm/react-dom/client.js')).toBe(0);
    expect(steps.get('/nm/react/index.js')).toBe(0);
    expect(steps.get('/s/boot.tsx')).toBe(1);
    expect(steps.get('/s/layout.tsx')).toBe(1);
    // Shared by the app and the menu: loaded first by the app, so the app's step.
    expect(steps.get('/s/money.ts')).toBe(1);
    expect(steps.get('/s/menu.tsx')).toBe(2);
    expect(steps.get('/s/opening.ts')).toBe(2);
  });

  it("leaves the entry's chunks and whatever the start-up never loads to the bundler", () => {
    expect(steps.has('/s/main.tsx')).toBe(false);
    // The entry loads it before any step: a step taking it would make the entry import that step.
    expect(steps.has('/s/next-task.ts')).toBe(false);
    expect(steps.has('/s/checkout.tsx')).toBe(false);
    expect(steps.has('/nm/zod/index.js')).toBe(false);
  });

  it('refuses a root the split does not show as a chunk of its own', () => {
    expect(() => planStartupSteps(split, ['s/renamed-menu.tsx'])).toThrow(/renamed-menu/);
  });
});
