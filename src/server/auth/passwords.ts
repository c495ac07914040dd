import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';
import { AppError } from '../../shared/errors';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

// OWASP ASVS 5.0 / password storage cheat sheet: scrypt N=2^17, r=8, p=1.
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$logN$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, logN, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: compared against when the user is unknown, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** ASVS: length 8..128 (at least 64 allowed), no composition rules, refuse common passwords. */
export function checkPasswordPolicy(password: string, field = 'new_password'): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw new AppError('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN }, { field });
  if (length > PASSWORD_MAX) throw new AppError('PASSWORD_TOO_LONG', { max: PASSWORD_MAX }, { field });
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    throw new AppError('PASSWORD_COMMON', {}, { field });
  }
}
