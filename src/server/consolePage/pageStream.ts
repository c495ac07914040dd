import { PassThrough, type Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';

/**
 * A page sent as it is made: `start` goes out (and through gzip, flushed) at once, then whatever
 * `rest` resolves to, which must not reject. The browser begins on the scripts and stylesheets
 * `start` names while the server still works on the rest.
 */
export function pageStream(start: string, rest: Promise<string>, gzip: boolean): Readable {
  const out = gzip ? createGzip() : new PassThrough();
  out.write(start);
  if (gzip) (out as ReturnType<typeof createGzip>).flush(constants.Z_SYNC_FLUSH);
  void rest.then((html) => out.end(html));
  return out;
}
