/**
 * The OpenAPI security scheme of the session token; routes that need a token list `tokenSecurity`.
 */

/** Name of the scheme in components.securitySchemes. */
export const TOKEN_SCHEME = 'token';

/** `security` of a createRoute whose call needs a session token. */
export const tokenSecurity = [{ [TOKEN_SCHEME]: [] }];

/** `security` of a call where a token is optional (it only adds the caller's likes). */
export const optionalTokenSecurity = [{}, ...tokenSecurity];

/** The scheme: the Authorization header carries the token raw (as the site sends it) or as `Bearer …`. */
export const tokenSchemeComponent = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description:
    'The session token from userLogin, raw (as the site sends it) or as "Bearer <token>". ' +
    'The strings "null" and "undefined" mean no token.',
} as const;
