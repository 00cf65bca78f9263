import { describe, expect, it } from 'vitest';
import { customFormSchema, initialValue, submissionSchema, type FormField } from './custom-form';

const fields = customFormSchema.parse({
  form_data: { id: 1 },
  layout_settings: {},
  fields: [
    { id: 'name', type: 'text', label_text: 'Name', required: 1 },
    { id: 'mail', type: 'email', required: 1 },
    { id: 'size', type: 'dropdown', label_text: 'Size', options: [{ value: 'S' }, { value: 'L' }] },
    { id: 'ok', type: 'checkbox', label_text: 'OK' },
    { id: 'when', type: 'datetime', label_text: 'When' },
    { id: 'shop', type: 'store_select', label_text: 'Shop' },
    { id: 'note', type: 'legend', legend_text: 'Hello' },
  ],
}).fields;
const stores = [{ location_name: 'Round Rock', email_address: 'rr@example.com' }];
const field = (id: string) => fields.find((f) => f.id === id) as FormField;

describe('custom form rules', () => {
  it('says "{label} is required!" (the id when there is no label) and "Must be a valid email!"', () => {
    const r = submissionSchema(fields, stores).safeParse({ name: ' ', mail: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Name is required!'],
      ['mail', 'mail is required!'],
    ]);
    expect(submissionSchema(fields, stores).safeParse({ name: 'A', mail: 'a@' }).error!.issues[0]!.message).toBe(
      'Must be a valid email!',
    );
  });

  it('keeps the checkbox a boolean, stores a date-time with a space, and drops display fields and unknown keys', () => {
    const r = submissionSchema(fields, stores).parse({
      name: 'A',
      mail: 'a@b.co',
      ok: 'on',
      when: '2027-01-02T03:04',
      shop: 'Round Rock',
      note: 'x',
      extra: 'y',
    });
    expect(r).toEqual({ name: 'A', mail: 'a@b.co', size: '', ok: true, when: '2027-01-02 03:04', shop: 'Round Rock' });
  });

  it('starts from the URL query, else a dropdown at its first option; the store_select at the first store', () => {
    const url: Record<string, string> = { name: 'Pat', ok: '1' };
    const q = { get: (k: string) => url[k] ?? null };
    expect(initialValue(field('name'), q, stores)).toBe('Pat');
    expect(initialValue(field('ok'), q, stores)).toBe(true);
    expect(initialValue(field('size'), q, stores)).toBe('S');
    expect(initialValue(field('shop'), q, stores)).toBe('Round Rock');
    expect(initialValue(field('mail'), q, stores)).toBe('');
  });

  it('refuses style values that could carry script or CSS', () => {
    const accepted = (layout: Record<string, string>) =>
      customFormSchema.safeParse({ form_data: { id: 1 }, layout_settings: layout, fields: [] }).success;
    expect(accepted({ background_image: 'javascript:alert(1)' })).toBe(false);
    expect(accepted({ background_color: 'red; background: url(x)' })).toBe(false);
    expect(accepted({ padding: '10px 20px' })).toBe(true);
  });
});
