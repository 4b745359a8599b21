import { describe, expect, it } from 'vitest';
import { translated } from './translated-name.ts';

describe('a name in English beside its Spanish (issue 13 item 3)', () => {
  it('sets English and keeps the other languages', () => {
    expect(translated(undefined, 'Table 2')).toEqual({ en: 'Table 2' });
    expect(translated({ pt: 'Mesa 2', en: 'Old' }, 'Table 2')).toEqual({ pt: 'Mesa 2', en: 'Table 2' });
  });
  it('drops English when emptied, and the whole record when nothing is left', () => {
    expect(translated({ en: 'Table 2' }, '  ')).toBeUndefined();
    expect(translated({ pt: 'Mesa 2', en: 'Table 2' }, '')).toEqual({ pt: 'Mesa 2' });
  });
});
