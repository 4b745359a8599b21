/** A call that did not succeed: the server's readable message, or a connection message (spec/1 §8 'Generic'). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const CONNECTION_ERROR_MESSAGE = 'Error de Conexión de Internet, intente más tarde';
