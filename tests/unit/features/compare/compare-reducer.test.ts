import { describe, expect, it } from 'vitest';
import {
  compareReducer,
  initialCompareState,
  type CompareState,
} from '../../../../src/features/compare/compare-reducer.ts';
import en from '../../../../public/assets/i18n/en.json';

interface Car {
  Id: number;
  name: string;
}
const first: Car = { Id: 7, name: 'first' };
const other: Car = { Id: 9, name: 'other' };
const start = () => initialCompareState<Car>();

describe('compare flow (SPEC.md §4)', () => {
  it('starts with no second car, nothing selected and nothing compared', () => {
    expect(start()).toEqual({
      second: null,
      showSelectedCar: false,
      showCompareDetails: false,
      selecting: false,
      error: null,
    });
  });

  it("refuses Compare without a second car: 'Please select a second car.'", () => {
    const state = compareReducer(start(), { type: 'compare', firstId: first.Id });
    expect(state.error).toBe('noSecondCar');
    expect(state.showCompareDetails).toBe(false);
    expect(en['compare.noSecondCar']).toBe('Please select a second car.');
  });

  it('selects a second car through the modal, then compares', () => {
    let state: CompareState<Car> = compareReducer(start(), { type: 'openSelection' });
    expect(state.selecting).toBe(true);
    state = compareReducer(state, { type: 'select', car: other });
    expect(state).toMatchObject({ second: other, showSelectedCar: true, showCompareDetails: false, selecting: false });
    state = compareReducer(state, { type: 'compare', firstId: first.Id });
    expect(state).toMatchObject({ showSelectedCar: true, showCompareDetails: true, error: null });
  });

  it("refuses to compare a car with itself: 'This is the same car'", () => {
    let state = compareReducer(start(), { type: 'select', car: first });
    state = compareReducer(state, { type: 'compare', firstId: first.Id });
    expect(state.error).toBe('sameCar');
    expect(state.showCompareDetails).toBe(false);
    expect(en['compare.sameCar']).toBe('This is the same car: please choose another one to compare.');
  });

  it("goes back to selection with 'Select Car' on the second card", () => {
    let state = compareReducer(start(), { type: 'select', car: other });
    state = compareReducer(state, { type: 'compare', firstId: first.Id });
    state = compareReducer(state, { type: 'openSelection' });
    expect(state).toEqual({ ...start(), selecting: true });
  });

  it('closes the modal without changing the choice', () => {
    let state = compareReducer(start(), { type: 'openSelection' });
    state = compareReducer(state, { type: 'closeSelection' });
    expect(state).toEqual(start());
  });

  it('takes a preselected car (the list’s plus button) only while none is chosen', () => {
    let state = compareReducer(start(), { type: 'preselect', car: other });
    expect(state).toMatchObject({ second: other, showSelectedCar: true });
    state = compareReducer(state, { type: 'select', car: first });
    state = compareReducer(state, { type: 'preselect', car: other });
    expect(state.second).toBe(first);
  });

  it('clears the last refusal on the next action', () => {
    let state = compareReducer(start(), { type: 'compare', firstId: 1 });
    state = compareReducer(state, { type: 'openSelection' });
    expect(state.error).toBeNull();
  });
});
