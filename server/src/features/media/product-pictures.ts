// A product picture from the back office (decision 0097): checked by its first bytes (JPEG, PNG or WebP, whatever its
// name says), decoded with a pixel limit (a tiny file can claim a huge picture), turned upright by its EXIF
// orientation and stored as WebP at each size the storefront shows (PRODUCT_IMAGE_SIZES) in the media table.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  PRODUCT_EDITOR_MSG as MSG,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_SIZES,
  productImageAt,
  type ProductImageSize,
} from '@parts/common/product-editor';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { media } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { receiveUpload } from '#src/http/upload';
import { imageKind } from './pictures';

// libvips keeps a cache of decoded pictures for repeated operations; an upload is decoded once, so it only holds memory.
sharp.cache(false);
// Two cores are shared with the web requests: one picture at a time uses one of them.
sharp.concurrency(1);

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether the bytes are a picture a product may show: JPEG, PNG or WebP by their signature (uploads and PIES assets). */
export const isProductPicture = (body: Buffer): boolean => ACCEPTED.has(imageKind(body.subarray(0, 16))?.type ?? '');

export interface ReceivedPicture {
  body: Buffer;
  sha256: string;
}

/** Takes the request's file and checks its first bytes: a JPEG, PNG or WebP (413 past the size limit, 415 otherwise). */
export async function receiveProductPicture(
  req: FastifyRequest,
  config: Pick<Config, 'DATA_DIR'>,
): Promise<ReceivedPicture> {
  const staged = await receiveUpload(req, config, PRODUCT_IMAGE_MAX_BYTES);
  try {
    const body = await readFile(staged.path);
    if (!isProductPicture(body)) throw new HttpError(415, MSG.notAnImage);
    return { body, sha256: staged.sha256 };
  } finally {
    await rm(staged.path, { force: true });
  }
}

export type SizedPicture = { size: ProductImageSize; body: Buffer }[];

/** The picture at every storefront size, as WebP (415 when it cannot be decoded, 413 past the pixel limit). */
export async function resizeProductPicture(body: Buffer): Promise<SizedPicture> {
  try {
    const meta = await sharp(body, { limitInputPixels: false }).metadata();
    if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS) throw new HttpError(413, MSG.tooManyPixels);
    const sized: SizedPicture = [];
    for (const size of Object.values(PRODUCT_IMAGE_SIZES))
      sized.push({
        size,
        body: await sharp(body, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS, failOn: 'error' })
          .rotate()
          // Inside the square the storefront draws, never enlarged: a small picture stays sharp at its own size.
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      });
    return sized;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The signature matched but the rest is not a picture libvips can decode (cut off, damaged, disguised).
    throw new HttpError(415, MSG.unreadable);
  }
}

/**
 * Stores the sizes in media; answers the page-size path (productImageAt finds the others beside it). A `name` made from
 * the file's hash (an option value's picture, decision 0102) is the same for the same file: stored once.
 */
export async function storeProductPicture(
  db: Db,
  productId: number,
  sized: SizedPicture,
  name: string = randomBytes(9).toString('base64url'),
): Promise<string> {
  const page = `products/${productId}/${name}-${PRODUCT_IMAGE_SIZES.page}.webp`;
  await db
    .insert(media)
    .values(sized.map((s) => ({ path: productImageAt(page, s.size), contentType: 'image/webp', body: s.body })))
    .onConflictDoNothing();
  return page;
}
