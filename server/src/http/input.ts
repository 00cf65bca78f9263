// Input guards every route shares (decisions 0014, 0039): JSON read by Fastify's own safe parser but refused in our
// words, and refused before parsing when nested deeper than JSON_MAX_DEPTH; an absent body read as {} so the schema
// names each missing field; NUL characters and lone UTF-16 surrogates refused in every string field (and key) before
// any handler or query sees them (PostgreSQL cannot store them in text or jsonb, which would otherwise be a 500).
// Form bodies need no depth count: qs (route-alias.ts) stops nesting at depth 4 and keeps the rest as one key.
import type { FastifyInstance } from 'fastify';
import { findBadText, INPUT_MSG, jsonTooDeep } from '@parts/common/input';
import { badRequest } from './errors';

export function registerInputGuards(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // Counted before parsing: a body nested thousands deep would overflow the stack of whatever walks it next.
    if (jsonTooDeep(text)) return done(badRequest(INPUT_MSG.tooDeep, { form: INPUT_MSG.tooDeep }), undefined);
    void json(req, text, (err, value) =>
      err ? done(badRequest(INPUT_MSG.badJson, { form: INPUT_MSG.badJson }), undefined) : done(null, value),
    );
  });

  app.addHook('preValidation', async (req) => {
    if (req.body === undefined || req.body === null) {
      if (req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH') req.body = {};
    }
    for (const [where, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      // An upload's body is its unread stream (http/upload.ts), not parsed text: nothing to look into.
      if (typeof (value as { pipe?: unknown } | null)?.pipe === 'function') continue;
      const bad = findBadText(value);
      if (bad) {
        const field = where === 'body' ? bad.field : `${where}.${bad.field}`;
        throw badRequest(bad.message, { [field]: bad.message });
      }
    }
  });
}
