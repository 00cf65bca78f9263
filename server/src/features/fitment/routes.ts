// The /ymm/json/ calls of spec 000 section 7: facet lists, the session vehicle, validateFitment, getCatalogDetails.
// Each call is also reachable as /ymm/json?{call}&… (the ../catalog/index.php?route=ymm/json/&{call} form).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { id, wholeNumber } from '@parts/common/input';
import {
  catalogDetailsAnswerSchema,
  choicesSchema,
  facetListSchema,
  isFacetField,
  saveVehicleAnswerSchema,
  sessionVehicleSchema,
  validateFitmentAnswerSchema,
  vinAnswerSchema,
} from '@parts/common/fitment';
import { mpnKey } from '@parts/common/part-number';
import { vinLookupInput } from '@parts/common/vin';
import { badRequest, HttpError } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { loadSettings } from '#src/features/settings/queries';
import { brandIdsAt } from '#src/features/catalog-version/names';
import { catalogVersion } from '#src/features/catalog-version/version';
import type { Settings } from '#src/features/settings/defaults';
import { catalogDetails, catalogDetailsBody } from './catalog-details';
import {
  choicesList,
  engineFamiliesList,
  engineMfrsList,
  engineSizesList,
  makesList,
  modelsList,
  yearsList,
} from './facets';
import { partsByAaiaMpn, partsWithApps } from './queries';
import { judgeParts, vehicleState } from './service';
import { rememberForCustomer } from './customer-vehicles';
import { baseVehicleOf, checkChosen, parseFacetParams, removeFacet } from './vehicle';
import type { ChosenFacets } from './rules';
import { configsOf, vocabulary } from './vocabulary';
import { decodeVinForStore } from './vin-decoder';

const year = wholeNumber({
  min: 1900,
  max: 2100,
  notNumber: 'Year must be a number.',
  notWhole: 'Year must be a whole number.',
  belowMin: 'Year must be 1900 or later.',
  aboveMax: 'Year must be 2100 or earlier.',
});
const none = z.object({}).strict();
const MAX_PARTS = 100;

interface Call {
  schema: z.ZodType;
  summary: string;
  response: z.ZodType;
  methods?: ('GET' | 'POST')[];
  /** The call changes the session (its vehicle or switch), so another site cannot make it (route declarations). */
  writes?: true;
  run(q: Record<string, unknown>, ctx: { req: FastifyRequest; settings: Settings }): Promise<unknown>;
}

export async function fitmentRoutes(app: App, { db, database }: Deps) {
  const calls: Record<string, Call> = {
    getVehicle: {
      schema: none,
      summary: 'The session vehicle',
      response: sessionVehicleSchema,
      run: async (_q, { req, settings }) => (await vehicleState(db, await req.session.get(), settings)).vehicle,
    },
    years: {
      schema: none,
      summary: 'Model years',
      response: facetListSchema,
      run: async () => yearsList(await vocabulary(db)),
    },
    makes: {
      schema: z.object({ Year: year }).strict(),
      summary: 'Makes of a year (popular first when ymm_popular_sort is "1")',
      response: facetListSchema,
      run: async (q, { settings }) => makesList(await vocabulary(db), q.Year as number, settings),
    },
    models: {
      schema: z.object({ Year: year, MakeID: id('MakeID') }).strict(),
      summary: 'Models of a year and make',
      response: facetListSchema,
      run: async (q, { settings }) => modelsList(await vocabulary(db), q.Year as number, q.MakeID as number, settings),
    },
    choices: {
      schema: z
        .object({
          Year: year,
          MakeID: id('MakeID'),
          ModelID: id('ModelID'),
          SubModelID: id('SubModelID').optional(),
          BedLengthID: id('BedLengthID').optional(),
          BodyTypeID: id('BodyTypeID').optional(),
          EngineMfrID: id('EngineMfrID').optional(),
          EngineFamilyID: id('EngineFamilyID').optional(),
          EngineSizeID: id('EngineSizeID').optional(),
        })
        .strict(),
      summary: 'The further facets (sub model, body type, bed length, engine) that split a base vehicle',
      response: choicesSchema,
      run: async (q, { settings }) => {
        const vocab = await vocabulary(db);
        const chosen = q as ChosenFacets;
        const bv = baseVehicleOf(vocab, chosen);
        return { choices: bv === null ? [] : choicesList(vocab, await configsOf(db, bv), chosen, settings) };
      },
    },
    vin: {
      schema: vinLookupInput,
      summary:
        'Decodes a VIN offline (NHTSA vPIC): the vehicle as far as the store knows it and the facets left to ask',
      response: vinAnswerSchema,
      run: async (q, { settings }) => decodeVinForStore(db, q.VIN as string, settings),
    },
    engine_mfrs: {
      schema: none,
      summary: 'Engine manufacturers',
      response: facetListSchema,
      run: async () => engineMfrsList(await vocabulary(db)),
    },
    engine_family_sizes: {
      schema: z.object({ EngineMfrID: id('EngineMfrID') }).strict(),
      summary: 'Engine families of a manufacturer',
      response: facetListSchema,
      run: async (q) => engineFamiliesList(await vocabulary(db), q.EngineMfrID as number),
    },
    engine_sizes: {
      schema: z.object({ EngineMfrID: id('EngineMfrID'), EngineFamilyID: id('EngineFamilyID') }).strict(),
      summary: 'Engine sizes of a manufacturer and family',
      response: facetListSchema,
      run: async (q) => engineSizesList(await vocabulary(db), q.EngineMfrID as number, q.EngineFamilyID as number),
    },
    validateFitment: {
      schema: z
        .object({
          Parts: z
            .string({ error: 'Parts is required, as aaia~mpn,aaia~mpn.' })
            .min(1, 'Parts is required, as aaia~mpn,aaia~mpn.'),
        })
        .catchall(z.unknown()),
      summary:
        'Fitment of parts (Parts=aaia~mpn,…) for the session vehicle; add1.. try extra facets without saving them',
      response: validateFitmentAnswerSchema,
      run: async (q, { req, settings }) => {
        const keys = String(q.Parts)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((pair) => {
            const [aaia, mpn, extra] = pair.split('~');
            if (!aaia || !mpn || extra !== undefined)
              throw badRequest(`"${pair}" is not a part: write brand code~part number, for example BBHK~BD-1234.`);
            return { aaia, mpn };
          });
        if (keys.length > MAX_PARTS) throw badRequest(`At most ${MAX_PARTS} parts can be checked at once.`);
        const extra = parseFacetParams(
          Object.fromEntries(Object.entries(q).filter(([k]) => k !== 'Parts' && k !== 'add')),
        );
        if (typeof q.add === 'string' && q.add) Object.assign(extra, parseFacetParams({ add1: q.add }));
        const session = await req.session.get();
        const state = await vehicleState(
          db,
          session,
          settings,
          Object.keys(extra).length ? { ...(session.vehicle ?? {}), ...extra } : undefined,
        );
        // With a base vehicle (or none) one prepared query brings parts and applications; engine-only needs all of them.
        const engineOnly = state.baseVehicleId === null && state.vehicle.hasEngine;
        const { rows, facts } = engineOnly
          ? { rows: await partsByAaiaMpn(db, keys), facts: undefined }
          : await partsWithApps(
              database,
              state.vocab,
              await brandIdsAt(db, await catalogVersion(db)),
              keys,
              state.baseVehicleId,
            );
        const verdicts = await judgeParts(db, state, rows, facts);
        const find = (k: { aaia: string; mpn: string }) =>
          rows.find((r) => r.aaia === k.aaia.toUpperCase() && mpnKey(r.mpn) === mpnKey(k.mpn));
        const parts = keys.map((k) => {
          const row = find(k);
          return row
            ? verdicts.get(row.product_id)!
            : {
                aaia: k.aaia,
                mpn: k.mpn,
                product_id: null,
                name: '',
                result: 'unknown' as const,
                label: 'Unknown Fitment',
                message: "We don't know if this product will fit your application.",
                notes: [],
                choices: [],
              };
        });
        return {
          parts,
          vehicle: state.vehicle,
          refresh: parts.some((p) => p.result === 'maybe' && p.choices.length > 0),
        };
      },
    },
    saveVehicle: {
      schema: z.record(z.string(), z.unknown()),
      summary:
        'Saves the session vehicle from add1..addN (Field:Value); replace=1 starts a new vehicle; without arguments it resets',
      response: saveVehicleAnswerSchema,
      methods: ['GET', 'POST'],
      writes: true,
      run: async (q, { req, settings }) => {
        const session = await req.session.get();
        const adds = parseFacetParams(q);
        let chosen: ChosenFacets = {};
        if (Object.keys(adds).length > 0) {
          // A new Year/Make/Model starts a new vehicle; choices or an engine alone narrow the current one.
          const replace = q.replace === '1' || q.replace === 'true' || q.replace === true;
          const fresh =
            replace ||
            adds.Year !== undefined ||
            adds.MakeID !== undefined ||
            adds.ModelID !== undefined ||
            (adds.EngineMfrID !== undefined && !session.vehicle?.Year);
          chosen = fresh ? adds : { ...(session.vehicle ?? {}), ...adds };
          const vocab = await vocabulary(db);
          const bv = baseVehicleOf(vocab, chosen);
          checkChosen(vocab, chosen, bv === null ? [] : await configsOf(db, bv));
        }
        await req.session.update({ vehicle: Object.keys(chosen).length ? chosen : undefined });
        const state = await vehicleState(db, { ...session, vehicle: chosen }, settings);
        if (Object.keys(chosen).length) await rememberForCustomer(db, session.customerId, state.vehicle);
        return {
          success: true,
          vehicle: state.vehicle,
          redirect: settings.ymm_redirect || null,
          refresh: settings.ymm_page_refresh === '1',
        };
      },
    },
    remove_facet: {
      schema: z.object({ remove: z.string({ error: 'remove names the facet to remove.' }) }).strict(),
      summary: 'Removes one facet (and those that depend on it) from the session vehicle',
      response: saveVehicleAnswerSchema,
      methods: ['GET', 'POST'],
      writes: true,
      run: async (q, { req, settings }) => {
        const field = String(q.remove);
        if (!isFacetField(field)) throw badRequest(`Unknown vehicle facet "${field}".`);
        const session = await req.session.get();
        const chosen = removeFacet((session.vehicle ?? {}) as ChosenFacets, field);
        await req.session.update({ vehicle: Object.keys(chosen).length ? chosen : undefined });
        const state = await vehicleState(db, { ...session, vehicle: chosen }, settings);
        return { success: true, vehicle: state.vehicle, redirect: null, refresh: settings.ymm_page_refresh === '1' };
      },
    },
    toggle_universal: {
      schema: none,
      summary: 'Turns Show Universal Parts on or off for the session',
      response: sessionVehicleSchema,
      methods: ['GET', 'POST'],
      writes: true,
      run: async (_q, { req, settings }) => {
        const session = await req.session.get();
        const showUniversal = !(session.showUniversal ?? settings.show_universal);
        await req.session.update({ showUniversal });
        return (await vehicleState(db, { ...session, showUniversal }, settings)).vehicle;
      },
    },
  };

  const run = async (name: string, call: Call, input: unknown, req: FastifyRequest) => {
    const settings = await loadSettings(db);
    if (!settings.ymm_enabled) throw new HttpError(404, 'Vehicle fitment is turned off.');
    const parsed = call.schema.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(
        issue?.code === 'unrecognized_keys'
          ? `Unknown parameter for ${name}: ${issue.keys.join(', ')}.`
          : (issue?.message ?? 'Invalid request'),
      );
    }
    return call.run(parsed.data as Record<string, unknown>, { req, settings });
  };

  for (const [name, call] of Object.entries(calls)) {
    for (const method of call.methods ?? ['GET']) {
      app.route({
        method,
        url: `/ymm/json/${name}`,
        config: { access: 'public', changesState: call.writes === true || method !== 'GET' },
        schema: {
          tags: ['fitment'],
          summary: call.summary,
          response: { 200: call.response },
        },
        handler: async (req: FastifyRequest) =>
          run(name, call, method === 'GET' ? req.query : { ...(req.query as object), ...(req.body as object) }, req),
      });
    }
  }

  const uniqueResponses = [...new Set(Object.values(calls).map((c) => c.response))] as [z.ZodType, ...z.ZodType[]];
  app.get(
    '/ymm/json',
    {
      config: {
        access: 'public',
        changesState: (req) => Object.keys(req.query as object).some((k) => calls[k]?.writes === true),
      },
      schema: {
        tags: ['fitment'],
        summary: 'Any /ymm/json/ call named as a bare parameter (?years, ?makes&Year=2015)',
        // The named call's answer: one of the calls' schemas (their required keys differ, so each answer matches its own).
        response: { 200: z.union(uniqueResponses) },
      },
    },
    async (req: FastifyRequest, _reply: FastifyReply) => {
      const query = { ...(req.query as Record<string, unknown>) };
      const name = Object.keys(query).find((k) => k in calls);
      if (!name) throw badRequest(`Name a call: ${Object.keys(calls).join(', ')}.`);
      delete query[name];
      return run(name, calls[name]!, query, req);
    },
  );

  app.post(
    '/ymm/json/getCatalogDetails',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['fitment'],
        summary: 'Counts of parts fitting the vehicle in a part’s series, category and brand',
        body: catalogDetailsBody,
        response: { 200: catalogDetailsAnswerSchema },
      },
    },
    async (req) => {
      const settings = await loadSettings(db);
      const state = await vehicleState(db, await req.session.get(), settings);
      return { catalogDetails: await catalogDetails(db, state, req.body) };
    },
  );
}
