import type { Language } from '@comanda/domain';
import { sandbox as sandboxEn } from './locales/en/sandbox.ts';
import { sandbox as sandboxEs } from './locales/es/sandbox.ts';

export type SandboxTextKey = keyof typeof sandboxEs;

/**
 * The sandbox payment provider's page in a language (issue 15): a key's text with its %name% placeholders
 * filled. The server renders those pages itself, with no translator at hand.
 */
export function sandboxText(
  language: Language,
  key: SandboxTextKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const texts: Readonly<Record<SandboxTextKey, string>> = language === 'en' ? sandboxEn : sandboxEs;
  return texts[key].replace(/%(\w+)%/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
