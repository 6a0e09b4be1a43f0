/**
 * Typed calls of sign-in, phone verification and the account (SPEC.md §7, issue 3).
 * Each returns the envelope's data (or message) and throws ApiError with the server's message.
 * getUserDetail for the nav bar lives in user-detail.ts.
 */
import type { EditProfileBody, UploadPhotoData, UserDetail } from '../api-contract/account.ts';
import type {
  ChangePasswordBody,
  ChangePasswordData,
  CheckUserBody,
  CheckUserData,
  ForgotUpdatePasswordBody,
  Lang,
  LoginBody,
  LoginData,
  RegisterBody,
  RegisterData,
  ResetTokenBody,
  ResetTokenData,
} from '../api-contract/auth.ts';
import type { OtpSendBody, OtpSentData, OtpVerifyBody, OtpVerifyData } from '../api-contract/otp.ts';
import { AUTH_PATHS } from '../api-contract/paths.ts';
import { apiCall, type MessageKeyRef } from './client.ts';

/** The server's message of a success, with its catalogue key for the page to translate. */
export interface ServerMessage {
  message: string;
  messageKey?: MessageKeyRef | null | undefined;
}

/** Signs in; data.token is what the auth store keeps. */
export async function login(body: LoginBody): Promise<LoginData> {
  return (await apiCall<LoginData>(AUTH_PATHS.userLogin, { json: body, token: null })).data;
}

/** Creates a customer account with the phone proof of otpVerify (purpose 'register'). */
export async function register(body: RegisterBody, lang: Lang = 'en'): Promise<ServerMessage & { data: RegisterData }> {
  const { message, messageKey, data } = await apiCall<RegisterData>(AUTH_PATHS.userRegisteration(lang), {
    json: body,
    token: null,
  });
  return { message, messageKey, data };
}

/** Whether the number may register; message says why not. */
export async function checkUser(body: CheckUserBody): Promise<CheckUserData & ServerMessage> {
  const { message, messageKey, data } = await apiCall<CheckUserData>(AUTH_PATHS.checkUser, { json: body, token: null });
  return { ...data, message, messageKey };
}

export async function otpSend(body: OtpSendBody): Promise<OtpSentData> {
  return (await apiCall<OtpSentData>(AUTH_PATHS.otpSend, { json: body, token: null })).data;
}

export async function otpResend(verificationId: string): Promise<OtpSentData> {
  return (await apiCall<OtpSentData>(AUTH_PATHS.otpResend, { json: { verificationId }, token: null })).data;
}

/** The code (or Firebase ID token) for a phone proof. */
export async function otpVerify(body: OtpVerifyBody): Promise<OtpVerifyData> {
  return (await apiCall<OtpVerifyData>(AUTH_PATHS.otpVerify, { json: body, token: null })).data;
}

/** Starts a reset: the reset token to send with forgotUpdatePassword. */
export async function getResetToken(body: ResetTokenBody): Promise<ResetTokenData & ServerMessage> {
  const { message, messageKey, data } = await apiCall<ResetTokenData>(AUTH_PATHS.getTokeByMobileForForgetPassword, {
    json: body,
    token: null,
  });
  return { ...data, message, messageKey };
}

/** Sets a new password with the reset token and a 'reset' phone proof; returns the server's message. */
export async function forgotUpdatePassword(body: ForgotUpdatePasswordBody, resetToken: string): Promise<ServerMessage> {
  const { message, messageKey } = await apiCall<null>(AUTH_PATHS.forgotUpdatePassword, {
    json: body,
    token: resetToken,
  });
  return { message, messageKey };
}

/** Changes the password; data.token replaces the stored token (earlier ones stop working). */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordData & ServerMessage> {
  const { message, messageKey, data } = await apiCall<ChangePasswordData>(AUTH_PATHS.changePassword, { json: body });
  return { ...data, message, messageKey };
}

/** Saves the profile; unknown fields of the spec's payload may be sent and are ignored. */
export async function editProfile(body: EditProfileBody, lang: Lang = 'en'): Promise<UserDetail> {
  return (await apiCall<UserDetail>(AUTH_PATHS.editDealerProfile(lang), { json: body })).data;
}

/** Uploads one photo; send data.filename as profilePhoto to editProfile. */
export async function uploadPhoto(file: Blob, name = 'photo'): Promise<UploadPhotoData> {
  const form = new FormData();
  form.append('file', file, name);
  return (await apiCall<UploadPhotoData>(AUTH_PATHS.uploadPhoto, { body: form })).data;
}
