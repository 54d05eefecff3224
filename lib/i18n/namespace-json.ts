/** One translation namespace as stored: nested objects of strings. */
export type TranslationNamespace = Record<string, unknown>;

/** Parses a namespace file's text; `where` names the file or blob in the error. */
export function parseNamespace(text: string, where: string): TranslationNamespace {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where} must hold a JSON object of translation keys`);
  }
  return value as TranslationNamespace;
}
