// Test helpers for customer account integration tests.

/** A complete, valid registration (processPost) body; change the email for each new account. */
export const good = {
  firstname: 'Dana',
  lastname: 'Whitfield',
  email: 'dana.w@example.com',
  telephone: '(512) 555-0177',
  password: 'brakes4u',
  confirm: 'brakes4u',
  newsletter: '1',
};
