// Serves pictures stored in the database (the seed's category and brand drawings).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { media } from '#src/db/schema/index';
import { binaryFile } from '@parts/common/media';
import { refuse } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';

export async function mediaRoutes(app: App, { db }: Deps) {
  app.get(
    '/media/*',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['media'],
        summary: 'A stored picture',
        params: z.object({ '*': z.string().max(200) }),
        // The picture's own bytes (its stored type: image/svg+xml, image/png…); 304 when the ETag still matches.
        response: { 200: { description: 'The picture', content: { 'image/*': { schema: binaryFile } } } },
        hide: false,
      },
    },
    async (req, res) => {
      // Bytes, not JSON: the typed reply knows only the documented string schema, so the file goes out untyped.
      const reply = res as FastifyReply;
      const [row] = await db.select().from(media).where(eq(media.path, req.params['*']));
      if (!row) return refuse(reply, 404, 'Not found');
      const etag = `"${createHash('sha1').update(row.body).digest('base64url')}"`;
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .send(Buffer.from(row.body));
    },
  );
}
