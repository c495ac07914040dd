/**
 * A browser origin a token may be used from, as the server takes it: https, a host name (or IPv4
 * address) and an optional port, nothing after. Checked here too so a typo is pointed out before
 * the token is made, not after the secret was shown.
 */
const ORIGIN = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(\d{1,5}))?$/i;

export function isOrigin(value: string): boolean {
  const match = ORIGIN.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** The entries that are not origins, to name them in the form's error. */
export function badOrigins(values: readonly string[]): string[] {
  return values.filter((v) => !isOrigin(v));
}
