/**
 * The Compare Car tab's state machine (SPEC.md §4, §5): no second car → a second car selected
 * (showSelectedCar) → Compare pressed (showCompareDetails); 'Select Car' on the second card goes back to
 * selection. Compare without a second car, or with the same car as the first, is refused with the
 * spec's message. Pure: the island dispatches, the toast shows `error`.
 */

export interface CompareCandidate {
  Id: number;
}

export type CompareError = 'noSecondCar' | 'sameCar';

export interface CompareState<Car extends CompareCandidate> {
  /** The car picked for the second card, once chosen. */
  second: Car | null;
  /** The second card shows a car. */
  showSelectedCar: boolean;
  /** The comparison table is shown. */
  showCompareDetails: boolean;
  /** The 'Select Car' modal is open. */
  selecting: boolean;
  /** Why the last Compare was refused; null after any other action. */
  error: CompareError | null;
}

export type CompareAction<Car extends CompareCandidate> =
  /** A car chosen elsewhere (the car list's plus button) fills the second card. */
  | { type: 'preselect'; car: Car }
  /** 'Select Car' on the second card: back to selection, the modal opens. */
  | { type: 'openSelection' }
  /** The modal's Close. */
  | { type: 'closeSelection' }
  /** The modal's Select with a car picked. */
  | { type: 'select'; car: Car }
  /** The Compare button; `firstId` is the car of the page. */
  | { type: 'compare'; firstId: number };

/** Nothing selected, nothing compared. */
export function initialCompareState<Car extends CompareCandidate>(): CompareState<Car> {
  return { second: null, showSelectedCar: false, showCompareDetails: false, selecting: false, error: null };
}

/** The next state of the Compare tab. */
export function compareReducer<Car extends CompareCandidate>(
  state: CompareState<Car>,
  action: CompareAction<Car>,
): CompareState<Car> {
  switch (action.type) {
    case 'preselect':
      // Never overrides a choice the visitor already made on this page.
      if (state.second) return state;
      return { ...state, second: action.car, showSelectedCar: true, error: null };
    case 'openSelection':
      return {
        ...state,
        second: null,
        showSelectedCar: false,
        showCompareDetails: false,
        selecting: true,
        error: null,
      };
    case 'closeSelection':
      return { ...state, selecting: false, error: null };
    case 'select':
      return {
        ...state,
        second: action.car,
        showSelectedCar: true,
        showCompareDetails: false,
        selecting: false,
        error: null,
      };
    case 'compare':
      if (!state.second) return { ...state, showCompareDetails: false, error: 'noSecondCar' };
      if (state.second.Id === action.firstId) return { ...state, showCompareDetails: false, error: 'sameCar' };
      return { ...state, showCompareDetails: true, error: null };
  }
}
