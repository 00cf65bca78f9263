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

// Product page texts the spec leaves to us (issue 4); see docs/decisions/0009-product-page.md.
export const PRODUCT_MSG = {
  pleaseSelect: ' --- Please Select --- ',
  inStock: (n: number) => `In Stock: ${n}`,
  inventoryError: 'There was an error!',
  refreshWarehouse: 'Refresh Warehouse',
  instantCheckout: 'Instant Checkout',
  contactForAvailability: 'Contact for availability',
  contactUs: 'Contact Us',
  captchaFallback: 'An error occurred while validating the captcha',
  captchaWrong: 'Verification code does not match the image!',
  contactSent: (store: string) => `Thank you! Your message has been sent to ${store}.`,
  tooManyMessages: (minutes: number) => `Too many messages. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  optionRequired: (name: string) => `${name} required!`,
  reviewRating: 'Please select a review rating!',
  reviewThanks: 'Thank you for your review. It has been submitted to the webmaster for approval.',
  reviewsOff: 'Reviews are turned off.',
  packageWarning: 'This is a kit: it ships as the parts listed below. Check that each part fits your vehicle.',
  includedIn: 'Included in',
  productNotFound: 'That product is not in the catalogue.',
} as const;
