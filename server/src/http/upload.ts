// File uploads of the back office (imports, pictures, videos), decision 0062. The browser sends the file itself as
// the request body (`application/octet-stream`, its name in `?filename=`), which lets it show upload progress and lets
// the server stream a 500 MB PIES file to disk in constant memory instead of buffering it. The file is staged under
// DATA_DIR/uploads, which every app process on the host shares, so a preview on one process and its confirm on
// another read the same file.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ADMIN_MSG } from '@parts/common/admin';
import type { Config } from '#src/config';
import type { App } from './types';
import { HttpError } from './errors';

export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/** Lets routes take a raw file body: the handler gets the request stream (req.body), unread. */
export function acceptUploads(app: App): void {
  if (app.hasContentTypeParser(UPLOAD_CONTENT_TYPE)) return;
  app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_req, payload, done) => done(null, payload));
}

export interface StagedUpload {
  /** The staged file's id: its name under DATA_DIR/uploads (the confirm call names it). */
  id: string;
  path: string;
  bytes: number;
  sha256: string;
}

export const uploadDir = (config: Pick<Config, 'DATA_DIR'>): string => path.resolve(config.DATA_DIR, 'uploads');

/** Where a staged upload is, or undefined for an id that is not one of ours (never a path outside the folder). */
export function stagedPath(config: Pick<Config, 'DATA_DIR'>, id: string): string | undefined {
  return /^[A-Za-z0-9_-]{16,64}$/.test(id) ? path.join(uploadDir(config), id) : undefined;
}

/**
 * Streams the request body to a staged file, refusing (413) past `maxBytes` and an empty file (400); the partial file
 * is removed on any failure. The body must be sent as application/octet-stream (acceptUploads).
 */
export async function receiveUpload(
  req: FastifyRequest,
  config: Pick<Config, 'DATA_DIR'>,
  maxBytes: number,
): Promise<StagedUpload> {
  const body = req.body as NodeJS.ReadableStream | undefined;
  if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function')
    throw new HttpError(415, `Send the file as ${UPLOAD_CONTENT_TYPE}.`);
  const dir = uploadDir(config);
  await mkdir(dir, { recursive: true });
  const id = randomBytes(18).toString('base64url');
  const file = path.join(dir, id);
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, next) {
      bytes += chunk.length;
      if (bytes > maxBytes) return next(new HttpError(413, ADMIN_MSG.uploadTooLarge(Math.round(maxBytes / 1e6))));
      hash.update(chunk);
      next(null, chunk);
    },
  });
  try {
    await pipeline(body, meter, createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'The upload was cut off. Try again.');
  }
  if (bytes === 0) {
    await rm(file, { force: true });
    throw new HttpError(400, ADMIN_MSG.uploadEmpty);
  }
  return { id, path: file, bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}
