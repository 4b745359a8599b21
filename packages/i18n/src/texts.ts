/** A translation file: text keys (m1_*, m2000_*, p1_*, …) to texts in one language. */
export type Texts = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
/** A text by key with its %name% parameters filled (and `count` choosing a plural form). */
export type TranslateFn = (key: string, params?: Params) => string;
