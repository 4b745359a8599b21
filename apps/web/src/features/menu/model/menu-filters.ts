import type { MenuSection } from './menu-sections.ts';

export type KindFilter = 'all' | 'eat' | 'drink';

/** The sections the eat/drink switch leaves: all, or the top categories of one kind (spec/1 §2 screen 1). */
export function sectionsOfKind(sections: readonly MenuSection[], kind: KindFilter): MenuSection[] {
  return kind === 'all' ? [...sections] : sections.filter((s) => s.kind === kind);
}
