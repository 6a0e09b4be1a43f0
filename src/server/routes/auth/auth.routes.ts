/** Route definitions of login, registration and the number check (SPEC.md §7). */
import { createRoute } from '@hono/zod-openapi';
import {
  checkUserBody,
  checkUserData,
  langQuery,
  loginBody,
  loginData,
  registerBody,
  registerData,
} from './auth.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { jsonBody } from '../docs/json-body.ts';

export const userLogin = createRoute({
  method: 'post',
  path: '/api/customer/userLogin',
  tags: ['Auth'],
  summary: 'Sign in with dial code, mobile number and password',
  description:
    'Customers, content editors (role 30) and admins (-1) by default; roleType 10 signs an importer in, -1 an admin only. ' +
    'A wrong password, an unknown number or an account of another role all answer 401 "Mobile Number and Password are Not Matching!!!". ' +
    'Rate limited per number and per IP (429 with Retry-After).',
  request: { body: jsonBody(loginBody) },
  responses: responsesOf(loginData, 'Signed in: data.token goes in Authorization', [401, 415]),
});

export const userRegisteration = createRoute({
  method: 'post',
  path: '/api/customer/userRegisteration',
  tags: ['Auth'],
  summary: 'Create a customer account',
  description:
    'Needs data.phoneProof of otp/verify with purpose "register" for the same number (spent on success). ' +
    '409 when the number already has an account.',
  request: { query: langQuery, body: jsonBody(registerBody) },
  responses: responsesOf(registerData, 'Account created; sign in next', [409, 415]),
});

export const checkUser = createRoute({
  method: 'post',
  path: '/api/customer/checkUser',
  tags: ['Auth'],
  summary: 'Whether a number may register',
  description: 'data.isAllow is false (with a message) when the number already has an account. Rate limited.',
  request: { body: jsonBody(checkUserBody) },
  responses: responsesOf(checkUserData, 'The answer', [415]),
});
