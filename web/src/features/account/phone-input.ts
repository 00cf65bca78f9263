/** The telephone input's attributes, for a form that registers the field itself (react-hook-form) and masks it with
 * maskPhone (common/account) as it is typed: (###) ###-####. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  placeholder: '(###) ###-####',
} as const;
