import { useState } from 'react';
import { maskPhone } from '@parts/common/account';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/** The telephone input's attributes, for a form that registers the field itself (react-hook-form). */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  placeholder: '(###) ###-####',
} as const;

/** A telephone input that formats as it is typed with the spec's mask (###) ###-####. */
export function PhoneField({
  defaultValue,
  ...props
}: Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & { defaultValue?: string }) {
  const [value, setValue] = useState(() => maskPhone(defaultValue ?? ''));
  return <TextField {...props} {...PHONE_INPUT} value={value} onChange={(e) => setValue(maskPhone(e.target.value))} />;
}
