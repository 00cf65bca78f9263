// Input guards every route shares (decision 0014): JSON read by Fastify's own safe parser but refused in our words,
// an absent body read as {} so the schema names each missing field, and NUL characters refused before any handler or
// query sees them (PostgreSQL cannot store them in text, which would otherwise surface as a 500).
import type { FastifyInstance } from 'fastify';
import { findNul, INPUT_MSG } from '@parts/common/input';
import { badRequest } from './errors';

export function registerInputGuards(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // Fastify's default JSON parser answers through the callback (its type also allows a promise-returning parser).
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
      const field = findNul(value);
      if (field) throw badRequest(INPUT_MSG.nul, { [where === 'body' ? field : `${where}.${field}`]: INPUT_MSG.nul });
    }
  });
}
