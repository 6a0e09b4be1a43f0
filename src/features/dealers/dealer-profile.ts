/**
 * The importer profile of both importer pages (SPEC.md §2, §3) from getDealerInfo's detail: business
 * name, first and last name, mobile with the importer's dial code, address, e-mail, and the WhatsApp
 * number split from 'code-number' into a wa.me link. Missing text is null (the page shows N/A). Pure.
 */
import type { DealerInfo } from '../../lib/api/api-types.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { formatWhatsApp, splitWhatsApp, whatsAppLink } from '../../lib/whatsapp.ts';

export interface ContactLink {
  text: string;
  href: string;
}

export interface DealerProfile {
  businessName: string;
  fullName: string | null;
  mobile: ContactLink | null;
  address: string | null;
  email: ContactLink | null;
  whatsApp: ContactLink | null;
  photo: string;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * '+229 97000002' and its tel: link, from the dial code and the number.
 * @example dealerMobile('229', '97 00 00 02') // { text: '+229 97000002', href: 'tel:+22997000002' }
 */
export function dealerMobile(
  dialCode: string | null | undefined,
  phone: string | null | undefined,
): ContactLink | null {
  const number = (phone ?? '').replace(/\D/g, '');
  if (!number) return null;
  const code = (dialCode ?? '').replace(/\D/g, '');
  const national = code ? number.replace(/^0+/, '') : number;
  return code
    ? { text: `+${code} ${national}`, href: `tel:+${code}${national}` }
    : { text: number, href: `tel:${number}` };
}

/** The profile as the pages show it. */
export function dealerProfile(info: DealerInfo): DealerProfile {
  const whatsApp = splitWhatsApp(info.WhatsAppNumber);
  const email = clean(info.EmailId);
  const fullName = [info.FirstName, info.LastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return {
    businessName: clean(info.BussinessName) ?? fullName,
    fullName: fullName || null,
    mobile: dealerMobile(info.DealerCountryCode, info.PhoneNumber),
    address: clean(info.Address),
    email: email ? { text: email, href: `mailto:${email}` } : null,
    whatsApp: whatsApp ? { text: formatWhatsApp(whatsApp), href: whatsAppLink(whatsApp) } : null,
    photo: mediaUrl('other', info.ProfilePhoto, { thumb: true }),
  };
}
