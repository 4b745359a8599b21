/** The text to show for a failed call: an ApiError already carries the server's readable message. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
