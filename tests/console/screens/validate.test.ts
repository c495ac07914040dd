import { describe, expect, it } from 'vitest';
import { confirmationError, emailError, requiredError } from '../../../src/console/screens/public/validate';

describe('inline checks of the sign-in pages', () => {
  it.each([
    ['', 'Please enter your e-mail address.'],
    ['   ', 'Please enter your e-mail address.'],
    ['owner', 'Please enter a valid e-mail address.'],
    ['owner@example', 'Please enter a valid e-mail address.'],
    [' owner@example.com ', null],
  ])('e-mail %j → %j', (value, error) => {
    expect(emailError(value)).toBe(error);
  });

  it.each([
    ['', 'Required'],
    ['x', null],
  ])('required %j → %j', (value, error) => {
    expect(requiredError(value, 'Required')).toBe(error);
  });

  it.each([
    ['secret-one', '', 'Please repeat the new password.'],
    ['secret-one', 'secret-two', 'The new password and its confirmation do not match.'],
    ['secret-one', 'secret-one', null],
  ])('password %j confirmed by %j → %j', (password, confirmation, error) => {
    expect(confirmationError(password, confirmation)).toBe(error);
  });
});
