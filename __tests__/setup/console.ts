import { format } from 'node:util';

/*
 * A passing suite prints nothing but its results (docs/testing.md#a-quiet-console). Every
 * console.error and console.warn during a test is either declared by the test (`expectConsole`)
 * or fails it, with the message in the failure: React's warnings (an update outside act(...)),
 * msw's "intercepted a request without a matching request handler", a library's dev-mode
 * warning. What is logged between tests fails the suite once its last test has run.
 *
 * A test that spies on the console itself (`jest.spyOn(console, 'error').mockImplementation(...)`)
 * has declared what it expects: its spy takes the calls until it is restored.
 */

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: string[];
}

const LEVELS: readonly Level[] = ['error', 'warn'];

let inTest = false;
let expectations: Expectation[] = [];
let unexpected: string[] = [];
const betweenTests: string[] = [];

/**
 * Declares that the running test expects a log of `level` matching `pattern` (the code under test
 * logs on purpose). Matching calls are kept, not printed; the returned function gives them, for
 * the test to assert on. A declared log that never comes fails the test too.
 */
export function expectConsole(level: Level, pattern: RegExp): () => string[] {
  if (!inTest) throw new Error('expectConsole() declares a log of the running test: call it inside it().');
  const expectation: Expectation = { level, pattern, seen: [] };
  expectations.push(expectation);
  return () => [...expectation.seen];
}

function record(level: Level, args: unknown[]) {
  const message = format(...args);
  const expectation = expectations.find((candidate) => candidate.level === level && candidate.pattern.test(message));
  if (expectation) expectation.seen.push(message);
  else (inTest ? unexpected : betweenTests).push(`console.${level}: ${message}`);
}

function report(what: string, messages: string[]): Error {
  return new Error(
    `${what}:\n\n${messages.join('\n\n')}\n\n` +
      'Fix the cause (a missing msw handler, an update the test does not wait for, something jsdom cannot do), ' +
      'or, where the code logs on purpose, declare it with expectConsole() (__tests__/setup/console.ts).',
  );
}

/** Installs the guard for the suite: called once by jest.setup.ts, after the hooks it must follow. */
export function installConsoleGuard() {
  for (const level of LEVELS) {
    console[level] = (...args: unknown[]) => record(level, args);
  }

  beforeEach(() => {
    inTest = true;
    expectations = [];
    unexpected = [];
  });

  afterEach(() => {
    inTest = false;
    const missing = expectations
      .filter((expectation) => expectation.seen.length === 0)
      .map(({ level, pattern }) => `expected a console.${level} matching ${pattern}, and none came`);
    const problems = [...unexpected, ...missing];
    expectations = [];
    unexpected = [];
    if (problems.length > 0) throw report('The test logged what it did not declare', problems);
  });

  afterAll(() => {
    if (betweenTests.length > 0) throw report('The suite logged between its tests', betweenTests.splice(0));
  });
}
