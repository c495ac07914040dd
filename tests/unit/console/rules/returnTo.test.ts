import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from '../../../../src/console/rules/returnTo';

describe('after sign-in the user returns where they were going', () => {
  it.each([
    ['/make/entities/zones?page=2', '/make/entities/zones?page=2', 'a console path with its query'],
    [null, '/', 'nothing remembered goes home'],
    ['https://evil.example/x', '/', 'another site is refused'],
    ['//evil.example/x', '/', 'a protocol-relative address is refused'],
    ['/\\evil.example', '/', 'a backslash trick is refused'],
    ['/login', '/', 'the login page itself is not a destination'],
  ])('%j → %j (%s)', (next, target, _sentence) => {
    expect(safeReturnPath(next)).toBe(target);
  });

  it.each([
    ['/make/entities/zones', '/login?next=%2Fmake%2Fentities%2Fzones'],
    ['/', '/login'],
    ['/login', '/login'],
  ])('going to %s without credentials sends to %s', (path, login) => {
    expect(loginPathFor(path)).toBe(login);
  });
});
