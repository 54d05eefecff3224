import { z } from 'zod';
import { emailProblem } from '@/lib/auth/form-rules';

/** The mock backend's check of an address (api-client/mocks/handlers/identity-handlers.ts). */
const backendAccepts = (value: string) => z.email().safeParse(value.trim()).success;

describe('email check: what the backend refuses is refused here too', () => {
  it.each([
    ['owner.@example.com', 'a dot last in the local part'],
    ['.owner@example.com', 'a dot first in the local part'],
    ['ow..ner@example.com', 'a double dot in the local part'],
    ['owner@example..com', 'a double dot in the domain'],
    ['owner@example.com.', 'a trailing dot'],
    ['søren@example.dk', 'a non-ASCII local part'],
    ['owner@example.c', 'a one-letter top-level domain'],
    ['own er@example.com', 'a space'],
  ])('%p (%s) is invalid', (value) => {
    expect(backendAccepts(value)).toBe(false);
    expect(emailProblem(value)).toBe('invalid');
  });

  it.each(['owner@example.com', 'first.last@example.co.uk', "o'brien+portal@example.dk", 'ny_ejer-1@sub.example.se', ' owner@example.dk '])(
    '%p is valid',
    (value) => {
      expect(backendAccepts(value)).toBe(true);
      expect(emailProblem(value)).toBeUndefined();
    },
  );
});
