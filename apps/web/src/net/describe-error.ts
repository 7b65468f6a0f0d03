/** What a thrown value says about itself, for the error log. */
export function describeError(error: unknown): { message: string; name: string } {
  if (error instanceof Error) return { message: error.message || error.name, name: error.name };
  return { message: String(error), name: typeof error };
}
