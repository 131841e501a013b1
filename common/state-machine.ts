/**
 * A small explicit state machine: a table of `state → allowed next states`. It is checked when
 * defined (at boot: every state is listed once, every target is a known state, every state is
 * reachable from the initial one), and the repos turn it into conditional UPDATEs
 * (`… WHERE state IN (sourcesOf(to))`), so the database refuses a transition the table forbids,
 * even between two processes racing each other.
 */
export interface StateMachine<State extends string> {
  name: string;
  initial: State;
  states: readonly State[];
  canTransition(from: State, to: State): boolean;
  /** The states from which `to` may be entered. */
  sourcesOf(to: State): State[];
  isFinal(state: State): boolean;
  /** Throws when `from → to` is not allowed (a bug: callers check or use a conditional UPDATE). */
  assertTransition(from: State, to: State): void;
}

export function defineStateMachine<State extends string>(
  name: string,
  initial: State,
  transitions: { readonly [S in State]: readonly State[] },
): StateMachine<State> {
  const states = Object.keys(transitions) as State[];
  const known = new Set<string>(states);
  for (const [from, targets] of Object.entries(transitions) as [State, readonly State[]][]) {
    for (const to of targets) {
      if (!known.has(to)) throw new Error(`State machine ${name}: ${from} → ${to}: unknown state ${to}`);
      if (to === from) throw new Error(`State machine ${name}: ${from} → ${from} is not a transition`);
    }
    if (new Set(targets).size !== targets.length) throw new Error(`State machine ${name}: ${from} lists a target twice`);
  }
  if (!known.has(initial)) throw new Error(`State machine ${name}: unknown initial state ${initial}`);
  const reachable = new Set<State>([initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const from of [...reachable]) {
      for (const to of transitions[from]) {
        if (!reachable.has(to)) {
          reachable.add(to);
          grew = true;
        }
      }
    }
  }
  const unreachable = states.filter((state) => !reachable.has(state));
  if (unreachable.length > 0) throw new Error(`State machine ${name}: unreachable from ${initial}: ${unreachable.join(', ')}`);

  const canTransition = (from: State, to: State) => transitions[from].includes(to);
  return {
    name,
    initial,
    states,
    canTransition,
    sourcesOf: (to) => states.filter((from) => canTransition(from, to)),
    isFinal: (state) => transitions[state].length === 0,
    assertTransition(from, to) {
      if (!canTransition(from, to)) throw new Error(`${name}: ${from} → ${to} is not allowed`);
    },
  };
}
