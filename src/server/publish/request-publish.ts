/**
 * Asks the publish queue for a job after a publish's transaction committed. A queue that cannot take
 * the request is logged, never the caller's failure: the publish is saved and queued in the database,
 * and the next job (or the next start's sweep) builds it.
 */
import type { Logger } from 'pino';
import type { AppDeps } from '../app/types.ts';

export async function requestPublish(deps: Pick<AppDeps, 'publishQueue'>, logger: Logger, publishId: number) {
  try {
    await deps.publishQueue.enqueue(publishId);
  } catch (error) {
    logger.error({ err: error, publishId }, 'content publish could not be queued');
  }
}
