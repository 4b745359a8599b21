/**
 * A bridge call the renderer got wrong: unknown channel or input that fails the channel's schema.
 * The browser host's HTTP route answers it with 400 `bad_input`; it is never a device fault.
 */
export class BridgeInputError extends Error {
  readonly code = 'bad_input';

  constructor(message: string) {
    super(message);
    this.name = 'BridgeInputError';
  }
}
