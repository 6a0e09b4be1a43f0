/**
 * The key per-number rate limits count by: the number's national significant digits (E.164 without its
 * dial code), so every way of typing one phone is one counter — '096100010' and '96100010', with or
 * without countryCode, '+229' or '229'. Two countries' equal national numbers share a counter; that only
 * ever makes a limit stricter.
 */

/**
 * @example numberLimitKey('096100010') // 'n:96100010'
 * @example numberLimitKey('96 10 00 10') // 'n:96100010'
 */
export function numberLimitKey(mobileNo: string): string {
  const digits = mobileNo.replace(/\D/g, '').replace(/^0+/, '');
  return `n:${digits}`;
}
