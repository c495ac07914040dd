import { randomBytes, scryptSync } from 'node:crypto';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  checkPasswordPolicy,
  dummyPasswordHash,
  hashPassword,
  verifyPassword,
} from '../../../src/server/auth/passwords';
import { AppError } from '../../../src/shared/errors';

/** OWASP ASVS 5.0 V6: 8..128 characters (64 at least allowed), no composition rules, common passwords refused. */

const ofLength = (n: number) => 'correct horse battery staple, '.repeat(10).slice(0, n);

function refusal(password: string, field?: string): AppError | undefined {
  try {
    checkPasswordPolicy(password, field);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
}

describe('checkPasswordPolicy', () => {
  it('bounds are 8 and 128', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
  });

  it.each<[what: string, password: string, code: string | null]>([
    ['7 characters', 'zq8vmnw', 'PASSWORD_TOO_SHORT'],
    ['empty', '', 'PASSWORD_TOO_SHORT'],
    ['8 characters', 'zq8vmnwk', null],
    ['64 characters', ofLength(64), null],
    ['128 characters', ofLength(128), null],
    ['129 characters', ofLength(129), 'PASSWORD_TOO_LONG'],
    // No composition rules: lower case only, digits only, spaces are all fine.
    ['lower-case letters only', 'zqvmnwkplr', null],
    ['digits only', '90417352', null],
    ['a passphrase with spaces', 'correct horse battery staple', null],
    ['upper case only', 'ZQ8VMNWKLP', null],
    // Common passwords (fxa-common-password-list), whatever their case.
    ['12345678', '12345678', 'PASSWORD_COMMON'],
    ['password', 'password', 'PASSWORD_COMMON'],
    ['password1234', 'password1234', 'PASSWORD_COMMON'],
    ['qwerty123', 'qwerty123', 'PASSWORD_COMMON'],
    ['PASSWORD in capitals', 'PASSWORD', 'PASSWORD_COMMON'],
    ['iloveyou', 'iloveyou', 'PASSWORD_COMMON'],
  ])('%s', (_what, password, code) => {
    const err = refusal(password);
    if (code === null) {
      expect(err).toBeUndefined();
    } else {
      expect(err?.code).toBe(code);
      expect(err?.status).toBe(400);
      expect(err?.category).toBe('DataFormatError');
      expect(err?.field).toBe('new_password');
    }
  });

  it('counts characters, not UTF-16 units', () => {
    // 4 emoji are 8 UTF-16 units but 4 characters: too short.
    expect('🔑🦉🚲🍋'.length).toBe(8);
    expect(refusal('🔑🦉🚲🍋')?.code).toBe('PASSWORD_TOO_SHORT');
    // 8 emoji are 8 characters: long enough.
    expect(refusal('🔑🌧🦉🚲🍋🧭🎻🪁')).toBeUndefined();
    // 128 emoji (256 UTF-16 units) are within the limit.
    expect(refusal('🦉'.repeat(128))).toBeUndefined();
    expect(refusal('🦉'.repeat(129))?.code).toBe('PASSWORD_TOO_LONG');
  });

  it('names the field it is told to', () => {
    expect(refusal('short', 'newPassword')?.field).toBe('newPassword');
  });

  it('states the limits in its messages', () => {
    expect(refusal('short')?.message).toContain('8');
    expect(refusal(ofLength(129))?.message).toContain('128');
  });
});

describe('hashPassword / verifyPassword', () => {
  it('round-trips, in the scrypt$17$8$1$salt$hash format', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('a long enough passphrase', hash)).toBe(true);
  });

  it('refuses a wrong password, a near miss and the empty string', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(await verifyPassword('a long enough passphrasf', hash)).toBe(false);
    expect(await verifyPassword('A long enough passphrase', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password here', a)).toBe(true);
    expect(await verifyPassword('same password here', b)).toBe(true);
  });

  it('verifies hashes made with other cost parameters (the cost can be raised later)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old cheaper hash', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('old cheaper hash', stored)).toBe(true);
    expect(await verifyPassword('old cheaper hasH', stored)).toBe(false);
  });

  it('treats a malformed or foreign stored hash as no match', async () => {
    for (const stored of ['', 'pending', 'bcrypt$2b$10$abc', 'scrypt$17$8$1$', '$2b$10$N9qo8uLOickgx2ZMRZoMye']) {
      expect(await verifyPassword('anything at all', stored)).toBe(false);
    }
  });

  it('normalises Unicode (NFKC), so the same password typed differently still matches', async () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    const hash = await hashPassword(composed);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it('has a dummy hash that matches no password an attacker would try', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('demo-password', dummy)).toBe(false);
  });
});
