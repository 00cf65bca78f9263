// Answers above a small size go out compressed (brotli at a fast level, else gzip) when the browser accepts it; the
// built assets are compressed once at build time instead (spa.ts serves their .br/.gz files as they are).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { App } from './types';

/** Below this many bytes compression saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: App) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) takes tens of milliseconds per answer; 5 is close in size at a fraction of the time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
