import pino, { type Logger } from 'pino';
import type { Env } from './env.ts';

/** One JSON logger per process; request loggers are its children carrying `reqId`. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'password', 'newPassword', 'oldPassword', 'code'],
  });
}
