// The spec's exact texts (spelling included). Both the server and the screens import them, so a text lives once.

export const MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number format',
  minChars: (n: number) => `Minimum ${n} characters`,
  maxChars: (n: number) => `Maximum ${n} characters`,
  fieldRequired: (label: string) => `${label} is required!`,
  mustBeValidEmail: 'Must be a valid email!',
  numberMustBeInput: 'A number must be input',
  minimumQuantity: (min: number) => `Minimum quantity is ${min}`,
  maximumQuantity: (max: number) => `Maximum quantity is ${max}`,
  toastSuccessTitle: 'Success!',
  toastErrorTitle: 'Uh oh!',
  somethingWentWrong: 'Something went wrong!',
  noResults: 'No results',
  cartEmpty: 'The shopping cart is empty.',
  wishlistEmpty: 'Your wishlist is empty.',
  compareEmpty: 'You have not chosen any products to compare.',
  pleaseWait: 'Please wait...',
  fitYes: 'Fits Your Vehicle',
  fitNo: "Doesn't Fit Your Vehicle",
  fitUnknown: 'Unknown Fitment',
  fitVerify: 'Verify Fitment',
  fitSelectVehicle: 'Select Vehicle',
  loginForPricing: 'Login Required To View Price',
  productUnavailable: 'Product Unavailable',
  requiresOptions: 'Requires options to be selected',
} as const;

// Texts the spec leaves to us (staff login and lock screen); see docs/decisions/0003-staff-login-and-lock.md.
export const STAFF_MSG = {
  badLogin: 'The username or password is incorrect.',
  badPin: 'That PIN is not right.',
  tooManyAttempts: (minutes: number) => `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  loginRequired: 'Staff login required.',
  forbidden: 'You do not have permission to do that.',
  locked: 'The register is locked. Unlock it with your PIN.',
} as const;
