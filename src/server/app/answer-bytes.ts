/**
 * A JSON answer's bytes and their compressed forms, each made once when first asked (issue 25). The
 * list cache keeps anonymous answers this way (app/kept-answer.ts): a page served to a thousand
 * visitors in its moment is serialised, put in their language and gzipped once, not a thousand times.
 * json-compress.ts compresses every other JSON answer through it too, so both go the same way.
 */
import { deflateSync, gzipSync } from 'node:zlib';

export type JsonEncoding = 'gzip' | 'deflate';

export class AnswerBytes {
  #raw: Buffer | undefined;
  #text: string | undefined;
  #gzip: Buffer | undefined;
  #deflate: Buffer | undefined;

  private constructor(text: string | undefined, raw: Buffer | undefined) {
    this.#text = text;
    this.#raw = raw;
  }

  /** An answer known as text (JSON.stringify's). */
  static ofText(text: string): AnswerBytes {
    return new AnswerBytes(text, undefined);
  }

  /** An answer known as bytes (a finished answer's body). */
  static ofBytes(raw: Buffer): AnswerBytes {
    return new AnswerBytes(undefined, raw);
  }

  get text(): string {
    return (this.#text ??= this.raw.toString('utf8'));
  }

  get raw(): Buffer {
    return (this.#raw ??= Buffer.from(this.#text ?? ''));
  }

  /** The answer gzipped or deflated (zlib's default level 6, as Hono's compress()), once. */
  encoded(encoding: JsonEncoding): Buffer {
    if (encoding === 'gzip') return (this.#gzip ??= gzipSync(this.raw));
    return (this.#deflate ??= deflateSync(this.raw));
  }
}
