/**
 * The one catalogue of the API's messages: a key each, with the English text the API sends in the
 * envelope's `message` (SPEC.md §7/§8 wording kept, so the mobile app reads what it always read).
 * The server also names the key (and its variables) in the `X-Message-Key` header; the site
 * translates by that key (`apiMessage.<key>` in public/assets/i18n), never by matching English.
 * Client-safe: plain data and two tiny functions, no zod.
 */

export const API_MESSAGES = {
  success: 'Success',
  loginFailed: 'Mobile Number and Password are Not Matching!!!',
  numberTaken: 'This Mobile Number is already registered. Please login.',
  notRegistered: 'This Mobile Number is not registered.',
  proofRefused:
    'phoneProof: the phone verification is invalid, expired or already used. Please verify your number again.',
  resetExpired: 'Your reset request has expired. Please start again.',
  unauthorized: 'Unauthorized: please log in again',
  registered: 'Registered Successfully. Please login.',
  numberVerified: 'Mobile Number is Verified.',
  passwordUpdated: 'Your password has been updated. Please login.',
  passwordChanged: 'Password Changed Successfully',
  oldPasswordWrong: 'oldPassword: Old Password is not correct',
  passwordUnchanged: 'newPassword: the new password must be different from the current one',
  profileUpdated: 'Profile Updated Successfully',
  codeSent: 'Verification Code Send',
  wrongCode: 'Please Enter Valid OTP!!!',
  codeNotFound: 'Verification not found. Please ask for a new code.',
  codeUsed: 'This number is already verified. Please ask for a new code to verify it again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeExhausted: 'Too many wrong codes. Please ask for a new one.',
  verificationUnavailable: 'Phone verification is unavailable right now. Please try again in a moment.',
  tooManyLater: 'Too many attempts. Please try again later.',
  invalidPhone: 'The mobile number is not valid.',
  photoTooBig: 'The photo is too large: at most 5 MB.',
  photoNotImage: 'Unsupported file type: please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
  photoHeic: 'HEIC photos cannot be read here: please choose a JPEG or PNG photo.',
  photoUnreadable: 'The photo could not be read: the file may be damaged.',
  wishAdded: 'Car added to your wish list',
  wishRemoved: 'Car removed from your wish list',
  otpWaitSeconds: 'Please wait {count} second{s} before asking for another code.',
  otpWaitMinutes: 'Please wait {count} minute{s} before asking for another code.',
  tooManySeconds: 'Too many attempts. Please try again in {count} second{s}.',
  tooManyMinutes: 'Too many attempts. Please try again in {count} minute{s}.',
  dialCodeUnavailable: 'countryCode: phone verification is not available for {code}',
  loginSucceeded: 'Login Successfully',
  numberAvailable: 'Mobile Number is available',
  phoneVerified: 'Phone Number Verified',
  photoUploaded: 'Photo Uploaded Successfully',
  photoTooManyPixels: 'The photo has too many pixels: at most {max} megapixels.',
  photoNotMultipart: 'file: send the photo as multipart/form-data',
  photoNotOne: 'file: send exactly one photo',
  noSuchPhoto: 'profilePhoto: no such photo; upload it with uploadphoto first',
  ownProfileOnly: 'You can only edit your own profile.',
  forbidden: 'Forbidden: your account may not do this',
  pageSaved: 'Page saved',
  contactSaved: 'Contact details saved',
  pageTooLarge: 'The page is too large: at most {max} characters',
  bodyTooLarge: 'The request is too large: at most {max} KB',
  vinDuplicate: 'VinNum: you already have a car with this VIN on sale or unpublished (#{id}); edit that one instead',
  draftSaved: 'Draft saved',
  staleRevision:
    'This page was changed by {name} at {time} since you opened it. Your text is kept; copy it, reload and merge.',
  nothingToPublish: 'There is no draft to publish.',
  publishQueued: 'Publishing…',
  documentNotFound: 'Unknown document {kind}/{lang}',
  versionNotFound: 'Version not found',
  publishNotFound: 'Publish not found',
  // Issue 23: verified importers, listing reports, unpublishing.
  reportReceived: 'Thank you: we will check this car.',
  reportAlreadySent: 'You have already reported this car. Thank you: we are checking it.',
  reportTextRequired: 'Please say what is wrong (at least {min} characters).',
  importerVerified: 'Importer marked verified',
  importerUnverified: 'Verification removed',
  carRemoved: 'The car is no longer on the site',
  carRestored: 'The car is back on the site',
  healthy: 'OK',
  notFound: 'Not found',
  carNotFound: 'Car not found',
  pageNotFound: 'Page not found',
  brandNotFound: 'Brand not found',
  importerNotFound: 'Importer not found',
  userNotFound: 'User not found',
  unknownList: 'Unknown list {list}',
  searchEmpty: 'searchString: type at least one letter or digit',
  countryCodeNeeded: 'countryCode: Country Code is required Property',
  verificationIdMissing: 'verificationId: Verification ID is missing.',
  codeMissing: 'code: Please Enter OTP',
  idTokenMissing: 'idToken: the Firebase ID token is required',
  verificationIdOrPhone: 'verificationId: send the verificationId of otp/send, or countryCode, mobileNo and purpose',
  /** A request the route's zod schema refused: the field's path, then the schema's reason. */
  invalidField: '{field}: {reason}',
  invalidRequest: 'Invalid request',
  invalidBody: 'Invalid request body',
  requestFailed: 'Request failed',
  /** Hono's own refusal (an HTTPException) with its message. */
  requestRefused: '{reason}',
  databaseDown: 'The service is temporarily unavailable. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again.',
  // Reasons of the request schemas (src/server/routes/<resource>/<resource>.schemas.ts), sent as `invalidField`'s reason.
  mobileRequired: 'Mobile Number is required Property',
  countryCodeRequired: 'Country Code is required Property',
  passwordRequired: 'Password is required Property',
  newPasswordRequired: 'New Password is required Property',
  oldPasswordRequired: 'Old Password is required Property',
  nameRequired: 'Name is required Property',
  purposeRequired: 'Purpose is required Property',
  phoneNotVerified: 'Phone number is not verified: please verify it first',
  resendIdMissing: 'Verification ID is missing. Unable to resend OTP.',
  // Issue 23: saved searches and alerts.
  searchSaved: 'Search saved: we will tell you when a matching car arrives.',
  searchAlreadySaved: 'You have already saved this search.',
  savedSearchLimit: 'You can keep at most {max} saved searches: delete one to save this one.',
  savedSearchNotFound: 'Saved search not found',
  savedSearchRenamed: 'Saved search renamed',
  alertPaused: 'Alert paused',
  alertResumed: 'Alert resumed',
  priceDropsPaused: 'Price-drop alerts paused',
  priceDropsResumed: 'Price-drop alerts resumed',
  savedSearchDeleted: 'Saved search deleted',
  stopLinkInvalid: 'This stop link is not valid. Sign in and pause the alert from My Account.',
  alertChannelSaved: 'Alert channel saved',
  // Issue 23: an importer's own cars.
  carAdded: 'Car added',
  carSaved: 'Car saved',
  carPriceSaved: 'Price saved',
  carPublished: 'Car published',
  carSold: 'Car marked as sold',
  carUnpublished: 'Car unpublished',
  notYourCar: 'This car belongs to another importer.',
  carTakenDown: 'AutoImport took this car down after a report: it cannot be published again. Please contact us.',
  noImporterProfile: 'Your account has no importer profile: please contact us.',
  carFieldUnknown: '{field}: please choose a value from the list',
  carPhotoMissing: 'Photos: a photo was not found; please upload it again',
  /** Client-side only: the request never reached the server. */
  network: 'Network error: please check your connection and try again.',
} as const;

export type MessageKey = keyof typeof API_MESSAGES;
export type MessageVars = Readonly<Record<string, string | number>>;

/**
 * The English text of `key` with `{name}` replaced by vars.name; `{s}` is "s" unless vars.count is 1.
 * @example messageText('otpWaitSeconds', { count: 1 }) // 'Please wait 1 second before asking for another code.'
 */
export function messageText(key: MessageKey, vars: MessageVars = {}): string {
  return API_MESSAGES[key].replace(/\{(\w+)\}/g, (match, name: string) => {
    if (name === 's') return Number(vars.count) === 1 ? '' : 's';
    return name in vars ? String(vars[name]) : match;
  });
}

/**
 * The header value for a message: its key, then its variables as a query string.
 * @example encodeMessageKey('otpWaitSeconds', { count: 25 }) // 'otpWaitSeconds?count=25'
 */
export function encodeMessageKey(key: MessageKey, vars: MessageVars = {}): string {
  const query = new URLSearchParams(Object.entries(vars).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

/**
 * The key and variables named by a header value; null for a missing or unknown key.
 * @example decodeMessageKey('otpWaitSeconds?count=25') // { key: 'otpWaitSeconds', vars: { count: '25' } }
 */
export function decodeMessageKey(
  value: string | null | undefined,
): { key: MessageKey; vars: Record<string, string> } | null {
  if (!value) return null;
  const [key = '', query = ''] = value.split('?', 2);
  if (!Object.hasOwn(API_MESSAGES, key)) return null;
  return { key: key as MessageKey, vars: Object.fromEntries(new URLSearchParams(query)) };
}
