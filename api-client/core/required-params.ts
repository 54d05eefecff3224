import { PATH_PARAMS, type PathParamShape } from '../path-params.generated';

/**
 * Why a path parameter's value cannot go into a path: none at all, empty (or only spaces), a dot
 * segment ("." or "..", which encodeURIComponent keeps and which the URL would resolve to another
 * path of the backend), or not the shape the contract gives it (api-client/openapi.yaml).
 */
export type PathParamProblem = 'missing' | 'empty' | 'dotSegment' | 'shape';

/**
 * Thrown before a call whose required path parameter is missing or unusable (docs/product.md#errors).
 * Nothing is sent. The message is the spec's, whatever the `reason`.
 */
export class RequiredError extends Error {
  constructor(
    readonly field: string,
    readonly operation: string,
    readonly reason: PathParamProblem = 'missing',
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredError';
  }
}

export function isRequiredError(error: unknown): error is RequiredError {
  return error instanceof RequiredError;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** Formats the client knows; a format it does not know is the server's to check. */
const FORMATS: Readonly<Record<string, RegExp>> = { uuid: UUID };

function fitsShape(text: string, shape: PathParamShape): boolean {
  if (shape.type === 'integer' && !(INTEGER.test(text) && Number.isSafeInteger(Number(text)))) return false;
  if (shape.type === 'number' && !NUMBER.test(text)) return false;
  if (shape.type !== 'string') {
    const number = Number(text);
    if (shape.minimum !== undefined && number < shape.minimum) return false;
    if (shape.maximum !== undefined && number > shape.maximum) return false;
  }
  const format = shape.format ? FORMATS[shape.format] : undefined;
  if (format && !format.test(text)) return false;
  if (shape.pattern !== undefined && !new RegExp(shape.pattern, 'u').test(text)) return false;
  if (shape.enum && !shape.enum.some((allowed) => String(allowed) === text)) return false;
  const length = [...text].length;
  if (shape.minLength !== undefined && length < shape.minLength) return false;
  if (shape.maxLength !== undefined && length > shape.maxLength) return false;
  return true;
}

/** What is wrong with a path parameter's value for its contract shape, or undefined when it can be sent. */
export function pathParamProblem(value: unknown, shape: PathParamShape | undefined): PathParamProblem | undefined {
  if (value === null || value === undefined) return 'missing';
  if (typeof value !== 'string' && typeof value !== 'number') return 'shape';
  const text = String(value);
  if (text.trim() === '') return 'empty';
  if (text === '.' || text === '..') return 'dotSegment';
  if (shape && !fitsShape(text, shape)) return 'shape';
  return undefined;
}

/**
 * Fills the `{name}` placeholders of a contract path, checking first that every value is there and
 * has the shape the contract gives it (PATH_PARAMS, generated from api-client/openapi.yaml), and
 * URL-encodes the values. The one place where a path parameter enters a request: every call goes
 * through it (send.ts), so a value from the address bar (`?reward=..`) never reaches the network.
 */
export function buildPath(
  template: string,
  params: Readonly<Record<string, string | number | null | undefined>> | undefined,
  operation: string,
): string {
  const shapes = PATH_PARAMS[template];
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    const problem = pathParamProblem(value, shapes?.[name]);
    if (problem) throw new RequiredError(name, operation, problem);
    return encodeURIComponent(String(value));
  });
}
