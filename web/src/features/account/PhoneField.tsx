import { useState } from 'react';
import { maskPhone } from '@parts/common/account';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/** A telephone input that formats as it is typed with the spec's mask (###) ###-####. */
export function PhoneField({
  defaultValue,
  ...props
}: Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & { defaultValue?: string }) {
  const [value, setValue] = useState(() => maskPhone(defaultValue ?? ''));
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(###) ###-####"
      value={value}
      onChange={(e) => setValue(maskPhone(e.target.value))}
    />
  );
}
