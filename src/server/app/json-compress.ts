/**
 * Compresses the API's JSON answers in one synchronous zlib call (issue 25). Hono's compress() pipes
 * every answer through a CompressionStream: 0.21 ms of CPU for a 3.3 KB car list, against 0.03 ms for
 * the same gzip (level 6, the same 725 bytes) from zlib at once; a JSON answer is a string already in
 * memory, so nothing is gained by streaming it. The answer stays compressed: on a phone's slow 4G
 * (1.6 Mbit/s) the 3.3 KB page takes 17 ms to arrive, compressed 4 ms. It follows compress()'s rules
 * (same encodings and preference, 1 KB threshold, Vary, no-transform, HEAD) and leaves every other
 * answer to it (mounted inside it: an answer this compressed has Content-Encoding, which compress()
 * leaves alone).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AnswerBytes, type JsonEncoding } from './answer-bytes.ts';

const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip, else deflate, as compress() chooses them from Accept-Encoding (q values, `*`). */
export function chooseEncoding(header: string | undefined): JsonEncoding | undefined {
  if (!header) return undefined;
  const accepts = header.split(',').map((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { type: type.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
  });
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: JsonEncoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * What compress() does to the Vary of an answer it could compress but will not (no accepted encoding):
 * adds Accept-Encoding, unless the answer's Content-Length is under the threshold. Done here on the
 * answer's headers: compress() does it by c.header(), which rebuilds a finished answer from its body,
 * turning the node adapter's light answer (the JSON text, written at once) into a web Response and a
 * stream, for every JSON answer (issue 25).
 */
function varyLikeCompress(res: Response): void {
  const length = res.headers.get('Content-Length');
  if (length && Number(length) < THRESHOLD) return;
  addVary(res);
}

function addVary(res: Response): void {
  const vary = res.headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
    res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Puts `answer` in place of the finished one. Hono's `c.res =` copies the old answer's headers onto the
 * new one (it has them already) through a copy that reads the old answer's body, which makes the node
 * adapter write the new one through a stream; emptied first, there is nothing to copy.
 */
function replaceAnswer(c: Context, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}

export const jsonCompress: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type');
  if (!type?.startsWith('application/json')) return;
  if (res.status === 206 || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
  if (c.req.method === 'HEAD' || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return varyLikeCompress(res);
  if (!res.body) return;
  // an answer kept by the list cache (kept-answer.ts) brings its bytes, compressed at most once per moment
  const kept = res.status === 200 ? c.get('keptAnswer') : undefined;
  const bytes = kept ?? AnswerBytes.ofBytes(Buffer.from(await res.arrayBuffer()));
  const body = bytes.raw;
  addVary(res);
  // status and headers given as such: an answer built from a read one (init: res) would be a web Response
  const init = { status: res.status, headers: new Headers(res.headers) };
  if (body.length < THRESHOLD) {
    replaceAnswer(c, new Response(body, init));
    // small answers go as they are: compress() would stream them through gzip, larger than they are
    c.res.headers.set('Content-Length', String(body.length));
    return;
  }
  replaceAnswer(c, new Response(bytes.encoded(encoding), init));
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
};
