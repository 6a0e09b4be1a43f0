/**
 * Plain path constants of the API that the site needs at runtime (no zod here: this reaches the browser).
 */

/** Catalogue calls of SPEC.md §7 and the content editors. */
export const CATALOG_PATHS = {
  getAllCar: '/api/customer/V2/getAllCar',
  carSearchText: '/api/customer/carSearchText',
  getRecommendedCar: '/api/customer/getRecommendedCar',
  getMyWishList: '/api/customer/getMyWishList',
  getDealerInfo: (vehicleId: number) => `/api/customer/getDealerInfo/${vehicleId}`,
  saveCarWishlist: (carId: number, flag: 0 | 1) => `/api/customer/saveCarWishlist/${carId}/${flag}`,
  getMasters: (a: number, b: number) => `/api/open/getMasters/${a}/${b}`,
  getPage: (slug: 'TermAndCondition' | 'PrivacyPolicy') => `/api/open/getPage/${slug}`,
  adminPage: (slug: 'TermAndCondition' | 'PrivacyPolicy') => `/api/admin/content/pages/${slug}`,
  adminContact: '/api/admin/content/contact',
} as const;

/** Every getMasters pair but the models of a brand, as [a, b] (SPEC.md §7). */
export const MASTER_PAIRS = {
  ads: [0, -1],
  countries: [0, 40],
  contact: [0, 160],
  brands: [0, 10],
  bodyStyles: [0, 50],
  bodyTypes: [0, 120],
  standardEquipment: [10, 70],
  optionalEquipment: [20, 70],
} as const;

/** Second number of the models pair: `{brandId}/20`. */
export const MODELS_OF_BRAND = 20;

export type MasterKind = keyof typeof MASTER_PAIRS | 'models';

/** Sign-in, phone verification and account calls (SPEC.md §7 and issue 3). */
export const AUTH_PATHS = {
  userLogin: '/api/customer/userLogin',
  userRegisteration: (lang: string) => `/api/customer/userRegisteration?lang=${encodeURIComponent(lang)}`,
  checkUser: '/api/customer/checkUser',
  otpSend: '/api/customer/otp/send',
  otpResend: '/api/customer/otp/resend',
  otpVerify: '/api/customer/otp/verify',
  getTokeByMobileForForgetPassword: '/api/customer/getTokeByMobileForForgetPassword',
  forgotUpdatePassword: '/api/customer/forgotUpdatePassword',
  changePassword: '/api/customer/changePassword',
  getUserDetail: '/api/customer/getUserDetail',
  editDealerProfile: (lang: string) => `/api/admin/editDealerProfile?lang=${encodeURIComponent(lang)}`,
  uploadPhoto: '/api/admin/uploadphoto/2',
} as const;
