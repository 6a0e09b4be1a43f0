/**
 * The site's names for the API's data, all derived from the server's routes (AppType, through
 * client.ts's ApiData/ApiInput): nothing here is restated by hand, so a field the API drops or renames
 * fails the site's type check. Types only: nothing of it reaches the browser.
 */
import type { ApiData, ApiInput } from './client.ts';

type CarAnswer = ApiData<'/api/customer/V2/getAllCar', '$post'>;
/** A page of published cars (getAllCar without VehicalId). */
export type CarListData = Extract<CarAnswer, { carList: unknown }>;
/** One car's details and media (getAllCar with VehicalId). */
export type CarDetailData = Extract<CarAnswer, { carDetails: unknown }>;
export type CarListItem = CarListData['carList'][number];
export type CarDetail = CarDetailData['carDetails'][number];
export type CarImage = CarDetailData['images'][number];
export type CarSearchData = ApiData<'/api/customer/carSearchText', '$post'>;
export type RecommendedData = ApiData<'/api/customer/getRecommendedCar', '$post'>;
export type DealerInfoData = ApiData<'/api/customer/getDealerInfo/:vehicleId', '$get'>;
export type DealerInfo = DealerInfoData['detail'][number];

/** Every item a getMasters list can hold; `Having<'MakerName'>` picks the brands' shape. */
type MasterItem = ApiData<'/api/open/getMasters/:a/:b', '$get'>['userDetail'][number];
type Having<K extends string> = Extract<MasterItem, Record<K, unknown>>;
export type AdItem = Having<'URL'>;
export type ContactStrings = Having<'String2'>;
export type EquipmentItem = Having<'EquipmentName'>;
/** The item type of each list kind of MASTER_PAIRS (and `models`). */
export interface MasterItems {
  ads: AdItem;
  countries: Having<'CountryName'>;
  contact: ContactStrings;
  brands: Having<'MakerName'>;
  bodyStyles: Having<'BodyStyleName'>;
  bodyTypes: Having<'BodyTypeName'>;
  models: Having<'ModelName'>;
  standardEquipment: EquipmentItem;
  optionalEquipment: EquipmentItem;
  fuelTypes: Having<'FuelTypeName'>;
  transmissions: Having<'TransmissionName'>;
  cities: Having<'CityName'>;
}

export type PageData = ApiData<'/api/open/getPage/:slug', '$get'>;
export type WishlistSaveData = ApiData<'/api/customer/saveCarWishlist/:carId/:flag', '$get'>;
export type MyWishListData = ApiData<'/api/customer/getMyWishList', '$post'>;
export type WishItem = MyWishListData['userDetail'][number];

export type LoginBody = ApiInput<'/api/customer/userLogin', '$post'>['json'];
export type LoginData = ApiData<'/api/customer/userLogin', '$post'>;
export type RegisterBody = ApiInput<'/api/customer/userRegisteration', '$post'>['json'];
export type RegisterData = ApiData<'/api/customer/userRegisteration', '$post'>;
/** A language of the API's `lang` query (es is sp). */
export type Lang = NonNullable<ApiInput<'/api/customer/userRegisteration', '$post'>['query']['lang']>;
export type CheckUserBody = ApiInput<'/api/customer/checkUser', '$post'>['json'];
export type CheckUserData = ApiData<'/api/customer/checkUser', '$post'>;
export type ResetTokenBody = ApiInput<'/api/customer/getTokeByMobileForForgetPassword', '$post'>['json'];
export type ResetTokenData = ApiData<'/api/customer/getTokeByMobileForForgetPassword', '$post'>;
export type ForgotUpdatePasswordBody = ApiInput<'/api/customer/forgotUpdatePassword', '$post'>['json'];
export type ChangePasswordBody = ApiInput<'/api/customer/changePassword', '$post'>['json'];
export type ChangePasswordData = ApiData<'/api/customer/changePassword', '$post'>;
export type OtpSendBody = ApiInput<'/api/customer/otp/send', '$post'>['json'];
export type OtpSentData = ApiData<'/api/customer/otp/send', '$post'>;
export type OtpVerifyBody = ApiInput<'/api/customer/otp/verify', '$post'>['json'];
export type OtpVerifyData = ApiData<'/api/customer/otp/verify', '$post'>;
export type OtpPurpose = OtpSendBody['purpose'];
export type UserDetail = ApiData<'/api/customer/getUserDetail', '$post'>[number];
export type EditProfileBody = ApiInput<'/api/admin/editDealerProfile', '$post'>['json'];
export type UploadPhotoData = ApiData<'/api/admin/uploadphoto/2', '$post'>;

// The studio (issue 18; calls in studio.ts).
/** One document of the studio: its revision, unpublished draft and published content. */
export type StudioDocument = ApiData<'/api/studio/documents', '$get'>[number];
export type StudioKind = StudioDocument['kind'];
export type StudioLang = StudioDocument['lang'];
/** A draft's body: `{ html }` for terms and privacy, the contact fields for contact. */
export type StudioBody = ApiInput<'/api/studio/documents/:kind/:lang/draft', '$put'>['json']['body'];
export type StudioDraftSaved = ApiData<'/api/studio/documents/:kind/:lang/draft', '$put'>;
export type StudioPublishQueued = ApiData<'/api/studio/documents/:kind/:lang/publish', '$post'>;
export type StudioPublish = ApiData<'/api/studio/publishes/:id', '$get'>;
export type StudioVersionSummary = ApiData<'/api/studio/documents/:kind/:lang/versions', '$get'>[number];
export type StudioVersion = ApiData<'/api/studio/versions/:id', '$get'>;

// An importer's own cars (issue 23; calls in importer-cars.ts).
export type MyCarsData = ApiData<'/api/importer/getMyCars', '$post'>;
export type MyCarItem = MyCarsData['carList'][number];
export type OwnCar = ApiData<'/api/importer/getMyCar', '$post'>;
export type CarFormBody = ApiInput<'/api/importer/addCar', '$post'>['json'];
export type CarFormLists = ApiData<'/api/importer/getCarFormLists', '$get'>;
export type CarStatus = OwnCar['Status'];
