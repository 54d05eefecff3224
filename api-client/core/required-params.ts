/** Thrown before a call whose required path parameter is missing (docs/product.md#errors). Nothing is sent. */
export class RequiredError extends Error {
  constructor(
    readonly field: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredError';
  }
}

/**
 * Fills the `{name}` placeholders of a contract path, checking first that every one of them has
 * a value, and URL-encodes the values.
 */
export function buildPath(
  template: string,
  params: Readonly<Record<string, string | number | null | undefined>> | undefined,
  operation: string,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === null || value === undefined) throw new RequiredError(name, operation);
    return encodeURIComponent(String(value));
  });
}
