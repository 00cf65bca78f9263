// The customer's custom fields as inputs (spec 001 s3), for the account and each address on the General tab.
import type { FieldErrors } from 'react-hook-form';
import type { CustomField } from '@parts/common/customer-fields';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { errorText, type FormState, type Values } from './customer-form-state';

export function CustomFields({
  fields,
  values,
  onChange,
  errors,
  prefix,
}: {
  fields: CustomField[];
  values: Values;
  onChange: (v: Values) => void;
  errors: FieldErrors<FormState>;
  prefix: string;
}) {
  const put = (id: number, v: string | string[]) => onChange({ ...values, [String(id)]: v });
  return (
    <div className="customer-form__custom">
      {fields.map((f) => {
        const key = String(f.custom_field_id);
        const value = values[key];
        const text = typeof value === 'string' ? value : '';
        const list = Array.isArray(value) ? value : [];
        const error = errorText(errors, `${prefix}.${key}`);
        const id = `${prefix}-${key}`.replace(/\./g, '-');
        if (f.type === 'radio' || f.type === 'checkbox') {
          return (
            <fieldset
              key={key}
              className={['field', 'customer-form__choices', error && 'field--invalid'].filter(Boolean).join(' ')}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <legend className="field__label">
                {f.name}
                {f.required && (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </legend>
              {f.custom_field_value.map((v) => {
                const vid = String(v.custom_field_value_id);
                return (
                  <label key={vid} className="check">
                    {f.type === 'radio' ? (
                      <input
                        type="radio"
                        name={id}
                        checked={text === vid}
                        onChange={() => put(f.custom_field_id, vid)}
                      />
                    ) : (
                      <input
                        type="checkbox"
                        checked={list.includes(vid)}
                        onChange={(e) =>
                          put(f.custom_field_id, e.target.checked ? [...list, vid] : list.filter((x) => x !== vid))
                        }
                      />
                    )}{' '}
                    {v.name}
                  </label>
                );
              })}
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </fieldset>
          );
        }
        if (f.type === 'select') {
          return (
            <SelectField
              key={key}
              label={f.name}
              value={text}
              onChange={(e) => put(f.custom_field_id, e.target.value)}
              error={error}
              required={f.required}
              placeholder=" --- Please Select --- "
              options={f.custom_field_value.map((v) => ({ value: String(v.custom_field_value_id), label: v.name }))}
            />
          );
        }
        if (f.type === 'textarea') {
          return (
            <div key={key} className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
              <label htmlFor={id} className="field__label">
                {f.name}
                {f.required && (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              <textarea
                id={id}
                className="field__input"
                rows={3}
                value={text}
                onChange={(e) => put(f.custom_field_id, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          );
        }
        const type = f.type === 'datetime' ? 'datetime-local' : f.type;
        return (
          <TextField
            key={key}
            label={f.name}
            type={type}
            value={f.type === 'datetime' ? text.replace(' ', 'T') : text}
            onChange={(e) =>
              put(f.custom_field_id, f.type === 'datetime' ? e.target.value.replace('T', ' ') : e.target.value)
            }
            error={error}
            required={f.required}
          />
        );
      })}
    </div>
  );
}
