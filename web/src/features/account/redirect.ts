/** Where to go after login or registration: a same-site path from ?redirect=, else the account page. */
export function safeRedirect(value: string | null, fallback = '/account/account'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (
    value.startsWith('/account/login') ||
    value.startsWith('/account/register') ||
    value.startsWith('/account/logout')
  )
    return fallback;
  return value;
}
