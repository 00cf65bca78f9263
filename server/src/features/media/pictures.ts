// Pictures uploaded in the back office (content editors, decision 0079; categories and brands, decision 0083): checked by their first bytes, not their name or the
// browser's word, and kept in the media table (served at /media/<path>, the same for every app process).
import { randomBytes } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { CONTENT_MSG } from '@parts/common/content-admin';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { media } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { receiveUpload } from '#src/http/upload';

/** Pictures above this are refused: a banner is a few hundred KB when it is made for the web. */
export const CONTENT_IMAGE_MAX_BYTES = 5_000_000;

const KINDS: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/gif', ext: 'gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
];

/** The picture's kind by its first bytes, or undefined for anything else (an SVG, a PDF, a renamed script). */
export function imageKind(head: Buffer): { type: string; ext: string } | undefined {
  return KINDS.find((k) => k.test(head));
}

/** Takes the request's file, checks it is a picture and stores it under content/<folder>/; answers its media path. */
export async function storeContentImage(
  db: Db,
  req: FastifyRequest,
  config: Pick<Config, 'DATA_DIR'>,
  folder: string,
): Promise<{ path: string; url: string }> {
  const staged = await receiveUpload(req, config, CONTENT_IMAGE_MAX_BYTES);
  try {
    const file = await open(staged.path);
    const head = Buffer.alloc(16);
    await file.read(head, 0, 16, 0);
    await file.close();
    const kind = imageKind(head);
    if (!kind) throw new HttpError(415, CONTENT_MSG.notAnImage);
    const body = await readFile(staged.path);
    const path = `content/${folder}/${randomBytes(9).toString('base64url')}.${kind.ext}`;
    await db.insert(media).values({ path, contentType: kind.type, body });
    return { path, url: `/media/${path}` };
  } finally {
    await rm(staged.path, { force: true });
  }
}

/** The address a stored picture is shown at. */
export const pictureUrl = (path: string): string => (/^(https?:)?\//.test(path) ? path : `/media/${path}`);
