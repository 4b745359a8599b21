type AsyncMethods = { [name: string]: (...args: never[]) => Promise<unknown> };

/**
 * A client that is made on its first call: `load` brings its module (its calls' answer contracts, and zod with
 * them) only then, so a page that calls nothing while it loads does not carry them (issue 11, first-load
 * JavaScript). Every method forwards to the made client; `methods` names them all (the compiler checks it).
 */
export function lazyClient<T extends AsyncMethods>(
  load: () => Promise<T>,
  methods: Record<keyof T, true>,
): T {
  let made: Promise<T> | undefined;
  const client = () => {
    // A failed load (a dropped connection) is tried again on the next call.
    made ??= load().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  const forward =
    (name: keyof T) =>
    (...args: never[]) =>
      client().then((real) => (real[name] as AsyncMethods[string]).apply(real, args));
  return Object.fromEntries(Object.keys(methods).map((name) => [name, forward(name)])) as T;
}
