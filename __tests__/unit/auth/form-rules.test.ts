import { checkPassword, emailProblem, passwordMeetsRules } from '@/lib/auth/form-rules';
import { deriveUserStatus } from '@/lib/auth/user-status';

describe('email check', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['owner', 'invalid'],
    ['owner@example', 'invalid'],
    ['own er@example.com', 'invalid'],
    ['owner@example.com', undefined],
    [' owner@example.dk ', undefined],
  ])('%p is %p', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });
});

describe('password rules', () => {
  it('lists every rule with whether it is met', () => {
    expect(checkPassword('abc')).toEqual([
      { id: 'length', met: false },
      { id: 'lowercase', met: true },
      { id: 'uppercase', met: false },
      { id: 'digit', met: false },
    ]);
  });

  it.each([
    ['Password1!', true],
    ['Password1', true],
    ['Ærlig1234', true],
    ['password1', false],
    ['PASSWORD1', false],
    ['Password', false],
    ['Pass1', false],
  ])('%p meets the rules: %p', (value, ok) => {
    expect(passwordMeetsRules(value)).toBe(ok);
  });
});

describe('user status', () => {
  const pending = { isSuccess: false, isError: false };
  it('is loading until the marker can be read', () => {
    expect(deriveUserStatus(null, pending)).toBe('loading');
  });
  it('is notAuthenticated without a session, without asking for the profile', () => {
    expect(deriveUserStatus(false, pending)).toBe('notAuthenticated');
  });
  it('is loading while the profile loads, authenticated when it loaded, notAuthenticated when it failed', () => {
    expect(deriveUserStatus(true, pending)).toBe('loading');
    expect(deriveUserStatus(true, { isSuccess: true, isError: false })).toBe('authenticated');
    expect(deriveUserStatus(true, { isSuccess: false, isError: true })).toBe('notAuthenticated');
    expect(deriveUserStatus(true, { isSuccess: false, isError: true, error: { status: 401 } })).toBe('notAuthenticated');
    expect(deriveUserStatus(true, { isSuccess: false, isError: true, error: { status: 403 } })).toBe('notAuthenticated');
    // An outage is not a refusal: an error with retry, and a loaded profile stays loaded.
    expect(deriveUserStatus(true, { isSuccess: false, isError: true, error: { status: 503 } })).toBe('unavailable');
    expect(deriveUserStatus(true, { isSuccess: false, isError: true, error: { status: 0, kind: 'timeout' } })).toBe('unavailable');
    expect(deriveUserStatus(true, { isSuccess: false, isError: true, error: { status: 500 }, data: {} })).toBe('authenticated');
  });
});
