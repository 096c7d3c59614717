/** States of a remote view, as the spec numbers them. */
export const ViewState = { NotExisting: -2, Error: -1, Loading: 1, Ready: 2 } as const;
export type ViewState = (typeof ViewState)[keyof typeof ViewState];

const ALLOWED: Readonly<Record<ViewState, readonly ViewState[]>> = {
  [ViewState.NotExisting]: [ViewState.Loading, ViewState.Ready],
  [ViewState.Error]: [ViewState.Loading, ViewState.NotExisting],
  [ViewState.Loading]: [ViewState.Error, ViewState.Ready, ViewState.NotExisting],
  [ViewState.Ready]: [ViewState.NotExisting],
};

export function canTransition(from: ViewState, to: ViewState): boolean {
  return ALLOWED[from].includes(to);
}

/** Applies a transition, or keeps the current state when the spec does not allow it. */
export function transition(from: ViewState, to: ViewState): ViewState {
  return canTransition(from, to) ? to : from;
}
