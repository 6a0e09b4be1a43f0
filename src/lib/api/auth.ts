/**
 * Typed calls of sign-in, phone verification and the account (SPEC.md §7, issue 3).
 * Each returns the envelope's data (or message, with its catalogue key) and throws ApiError with the
 * server's message and key. Paths, bodies and answers are checked against the server's routes (client.ts).
 * getUserDetail for the nav bar lives in user-detail.ts.
 */
import type {
  ChangePasswordBody,
  ChangePasswordData,
  CheckUserBody,
  CheckUserData,
  EditProfileBody,
  ForgotUpdatePasswordBody,
  Lang,
  LoginBody,
  LoginData,
  OtpSendBody,
  OtpSentData,
  OtpVerifyBody,
  OtpVerifyData,
  RegisterBody,
  RegisterData,
  ResetTokenBody,
  ResetTokenData,
  UploadPhotoData,
  UserDetail,
} from './api-types.ts';
import { callApi, type MessageKeyRef } from './client.ts';

/** The server's message of a success, with its catalogue key for the page to translate. */
export interface ServerMessage {
  message: string;
  messageKey?: MessageKeyRef | null | undefined;
}

/** Signs in; data.token is what the auth store keeps. */
export async function login(body: LoginBody): Promise<LoginData> {
  return (await callApi('/api/customer/userLogin', '$post', { json: body }, { token: null })).data;
}

/** Creates a customer account with the phone proof of otpVerify (purpose 'register'). */
export async function register(body: RegisterBody, lang: Lang = 'en'): Promise<ServerMessage & { data: RegisterData }> {
  const input = { json: body, query: { lang } };
  const { message, messageKey, data } = await callApi('/api/customer/userRegisteration', '$post', input, {
    token: null,
  });
  return { message, messageKey, data };
}

/** Whether the number may register; message says why not. */
export async function checkUser(body: CheckUserBody): Promise<CheckUserData & ServerMessage> {
  const { message, messageKey, data } = await callApi(
    '/api/customer/checkUser',
    '$post',
    { json: body },
    { token: null },
  );
  return { ...data, message, messageKey };
}

export async function otpSend(body: OtpSendBody): Promise<OtpSentData> {
  return (await callApi('/api/customer/otp/send', '$post', { json: body }, { token: null })).data;
}

export async function otpResend(verificationId: string): Promise<OtpSentData> {
  const json = { verificationId };
  return (await callApi('/api/customer/otp/resend', '$post', { json }, { token: null })).data;
}

/** The code (or Firebase ID token) for a phone proof. */
export async function otpVerify(body: OtpVerifyBody): Promise<OtpVerifyData> {
  return (await callApi('/api/customer/otp/verify', '$post', { json: body }, { token: null })).data;
}

/** Starts a reset: the reset token to send with forgotUpdatePassword. */
export async function getResetToken(body: ResetTokenBody): Promise<ResetTokenData & ServerMessage> {
  const path = '/api/customer/getTokeByMobileForForgetPassword';
  const { message, messageKey, data } = await callApi(path, '$post', { json: body }, { token: null });
  return { ...data, message, messageKey };
}

/** Sets a new password with the reset token and a 'reset' phone proof; returns the server's message. */
export async function forgotUpdatePassword(body: ForgotUpdatePasswordBody, resetToken: string): Promise<ServerMessage> {
  const path = '/api/customer/forgotUpdatePassword';
  const { message, messageKey } = await callApi(path, '$post', { json: body }, { token: resetToken });
  return { message, messageKey };
}

/** Changes the password; data.token replaces the stored token (earlier ones stop working). */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordData & ServerMessage> {
  const { message, messageKey, data } = await callApi('/api/customer/changePassword', '$post', { json: body });
  return { ...data, message, messageKey };
}

/** Saves the profile; unknown fields of the spec's payload may be sent and are ignored. */
export async function editProfile(body: EditProfileBody, lang: Lang = 'en'): Promise<UserDetail> {
  return (await callApi('/api/admin/editDealerProfile', '$post', { json: body, query: { lang } })).data;
}

/** Uploads one photo; send data.filename as profilePhoto to editProfile. */
export async function uploadPhoto(file: Blob, name = 'photo'): Promise<UploadPhotoData> {
  const form = new FormData();
  form.append('file', file, name);
  return (await callApi('/api/admin/uploadphoto/2', '$post', {}, { body: form })).data;
}
