// Full offline VIN decoding over HTTP on the demo data: real vPIC answers mapped onto the store's vehicles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VinAnswer } from '@parts/common/fitment';
import { VIN_MSG } from '@parts/common/vin';
import { startTestServer, type TestServer } from '#src/test/http';
import { decodeVin } from './vin-decoder';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const facet = (answer: VinAnswer, field: string) => answer.facets.find((f) => f.api_field === field)?.label_value;

describe('decodeVin', () => {
  it('decodes a real VIN offline to its year, make, model, trim, body and engine', async () => {
    // The textbook 2003 Honda Accord EX-V6 coupe (J30A4 V6).
    const facts = await decodeVin('1HGCM82633A004352');
    expect(facts).toMatchObject({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      body: 'Coupe',
    });
    expect(facts.engine).toMatchObject({ cylinders: 6, model: 'J30A4', fuel: 'Gasoline' });
  });

  it('keeps the check digit and year rules of common as the first gate', async () => {
    await expect(decodeVin('1HGCM82634A004352')).rejects.toMatchObject({
      statusCode: 400,
      message: VIN_MSG.checkDigit,
    });
  });
});

describe('GET /ymm/json/vin', () => {
  it('chooses the vehicle as far as the store knows it and asks only for the rest', async () => {
    const { status, body } = await server.client().get<VinAnswer>('/ymm/json/vin?VIN=1HGCM82633A004352');
    expect(status).toBe(200);
    expect(body.facts.trim).toBe('EX-V6');
    // The trim EX-V6 is the store's sub model EX (not EX-L); the demo builds each car trim in one body, so it is not asked.
    expect([facet(body, 'Year'), facet(body, 'MakeID'), facet(body, 'ModelID'), facet(body, 'SubModelID')]).toEqual([
      '2003',
      'Honda',
      'Accord',
      'EX',
    ]);
    expect(body.ask).not.toContain('SubModelID');
    expect(body.ask).not.toContain('BodyTypeID');
    expect(body.ask).not.toContain('ModelID');
  });

  it('maps the displacement to the engine the model is built with and leaves the cab to ask', async () => {
    // A 2015 F-150 with the 3.5 L V6 (vPIC says Pickup, not which cab).
    const { body } = await server.client().get<VinAnswer>('/ymm/json/vin?VIN=1FTEW1EG7FFA12345');
    expect(body.facts).toMatchObject({ year: 2015, make: 'Ford', model: 'F-150', body: 'Pickup' });
    expect(body.facts.engine.liters).toBe('3.5');
    expect(facet(body, 'ModelID')).toBe('F-150');
    expect(facet(body, 'EngineSizeID')).toBe('3.5L');
    expect(body.ask).toContain('BodyTypeID');
    expect(body.ask).not.toContain('EngineSizeID');
    expect(body.message).toMatch(/^2015 Ford F-150 .*filled in from the VIN: now choose the .*Body Type/);
  });

  it('refuses a mistyped VIN with the field message', async () => {
    const { status, body } = await server.client().get('/ymm/json/vin?VIN=1HGCM82633A00435');
    expect(status).toBe(400);
    expect(body.error).toBe(VIN_MSG.length(16));
  });
});
