/** Query parameters that carry a credential (signed file links, tokens passed by clients). */
const SECRET_PARAMS = /([?&](?:sig|signature|token|access_token|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token)=)[^&#]*/gi;
/** Path segments that are themselves a credential: a password-reset or invitation token. */
const SECRET_PATHS = /(\/(?:reset-password|recover-password|invitation)\/)[^/?#]+/gi;

/**
 * The URL as it may be written to a log: a reset token or a signature in it would let anyone who
 * reads the logs reset a password, accept an invitation or fetch a private file.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}
