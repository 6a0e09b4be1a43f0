import { describe, expect, it } from 'vitest';
import type { StudioDocument } from '../../../../src/lib/api/studio.ts';
import {
  docKey,
  initialStudioState,
  isDirty,
  studioReducer,
  type StudioState,
} from '../../../../src/features/studio/studio-reducer.ts';

const terms = (revision: number, html: string, draft: string | null = null): StudioDocument => ({
  kind: 'terms',
  lang: 'fr',
  revision,
  draft: draft === null ? null : { body: { html: draft }, savedAt: '2026-11-26T09:00:00Z', savedBy: 'Ada' },
  published: { versionId: 1, body: { html }, publishedAt: '2026-11-25T09:00:00Z', publishedBy: 'Ada' },
});
const key = docKey('terms', 'fr');
const entry = (state: StudioState) => state.entries[key]!;

describe('studioReducer', () => {
  it('opens a document on its draft, else on what is published', () => {
    let state = studioReducer(initialStudioState, { type: 'loaded', docs: [terms(2, '<p>Live</p>', '<p>Draft</p>')] });
    expect(entry(state).body).toEqual({ html: '<p>Draft</p>' });
    state = studioReducer(initialStudioState, { type: 'loaded', docs: [terms(2, '<p>Live</p>')] });
    expect(entry(state).body).toEqual({ html: '<p>Live</p>' });
    expect(entry(state).revision).toBe(2);
  });

  it('keeps unsaved text and its revision when the documents reload', () => {
    let state = studioReducer(initialStudioState, { type: 'loaded', docs: [terms(2, '<p>Live</p>')] });
    state = studioReducer(state, { type: 'edited', key, body: { html: '<p>Mine</p>' } });
    state = studioReducer(state, { type: 'loaded', docs: [terms(5, '<p>Theirs</p>')] });
    expect(entry(state).body).toEqual({ html: '<p>Mine</p>' });
    expect(entry(state).revision).toBe(2);
    expect(isDirty(entry(state))).toBe(true);
  });

  it('keeps the text after a refused save, and replaces it only when asked', () => {
    let state = studioReducer(initialStudioState, { type: 'loaded', docs: [terms(2, '<p>Live</p>')] });
    state = studioReducer(state, { type: 'edited', key, body: { html: '<p>Mine</p>' } });
    state = studioReducer(state, { type: 'saving', key });
    const notice = { message: 'changed', key: 'staleRevision', vars: { name: 'Bea', time: '10:00' } };
    state = studioReducer(state, { type: 'saveFailed', key, notice, conflict: true });
    expect(entry(state)).toMatchObject({ save: 'conflict', notice, body: { html: '<p>Mine</p>' } });
    const before = entry(state).resetToken;
    state = studioReducer(state, { type: 'loaded', docs: [terms(3, '<p>Live</p>', '<p>Theirs</p>')], replace: key });
    expect(entry(state)).toMatchObject({ body: { html: '<p>Theirs</p>' }, revision: 3, save: 'idle', notice: null });
    expect(entry(state).resetToken).toBe(before + 1);
  });

  it('takes the revision of a save and of a publish, and follows the publish to live', () => {
    let state = studioReducer(initialStudioState, { type: 'loaded', docs: [terms(2, '<p>Live</p>')] });
    state = studioReducer(state, { type: 'edited', key, body: { html: '<p>New</p>' } });
    state = studioReducer(state, {
      type: 'saved',
      key,
      body: { html: '<p>New</p>' },
      revision: 3,
      notice: { message: 'ok' },
    });
    expect(isDirty(entry(state))).toBe(false);
    state = studioReducer(state, { type: 'publishing', key });
    expect(entry(state).publish?.status).toBe('sending');
    state = studioReducer(state, { type: 'publishQueued', key, publishId: 7, revision: 4, notice: { message: 'q' } });
    expect(entry(state)).toMatchObject({ revision: 4, save: 'idle', publish: { id: 7, status: 'queued' } });
    const progress = { id: 7, kind: 'terms', lang: 'fr', error: null, queuedAt: '', finishedAt: null } as const;
    state = studioReducer(state, { type: 'progress', key, publish: { ...progress, status: 'building', paths: [] } });
    state = studioReducer(state, {
      type: 'progress',
      key,
      publish: { ...progress, id: 6, status: 'failed', paths: [] },
    });
    expect(entry(state).publish?.status).toBe('building');
    state = studioReducer(state, {
      type: 'progress',
      key,
      publish: { ...progress, status: 'live', paths: ['/fr/terms_condition'] },
    });
    expect(entry(state).publish).toMatchObject({ status: 'live', paths: ['/fr/terms_condition'] });
  });
});
