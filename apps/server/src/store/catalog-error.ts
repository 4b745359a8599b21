import { formatServerText, type TextRef } from '@comanda/i18n/server-text';
import { type ValidationIssue, validationText } from '@comanda/i18n/validation-text';
import type * as z from 'zod/mini';

/**
 * A catalog that fails the schema or the cross-reference checks; nothing of it was written. Each problem is a
 * text (key and ids: the back office says it in the manager's language) and its Spanish words (the import's
 * console).
 */
export class CatalogError extends Error {
  readonly problems: string[];
  constructor(
    readonly source: string,
    readonly texts: TextRef[],
  ) {
    const problems = texts.map((t) => formatServerText(t.key, t.params));
    super(`${source}: ${problems.join('; ')}`);
    this.problems = problems;
    this.name = 'CatalogError';
  }
}

/** A contract's refusal, one text per issue with the field it names (as refused requests word them). */
export const issueTexts = (issues: readonly z.core.$ZodIssue[]): TextRef[] =>
  issues.map((i) => validationText(i as ValidationIssue, i.path.join('.') || '(raíz)'));
