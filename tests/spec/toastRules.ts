/**
 * Spec oracle toast.defaults ("'No message provided', success, 2 seconds") with the rule the
 * product follows for every change the server accepts: the server's own words, as a success toast;
 * a refusal shows no toast (it is shown in place, err.rethrow). For machines whose toasts carry
 * only a message, the type left out is the default, success.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { ApiError } from '../../src/services/http';

type Action = { readonly type: string; readonly params?: unknown };
const toastsOf = (actions: readonly Action[]) =>
  actions.filter((a) => a.type === 'toast').map((a) => {
    const { message, type } = (a.params ?? {}) as { message?: unknown; type?: unknown };
    return { message, type: type ?? 'success' };
  });

/**
 * From `s`, each running call named in `answers` is answered (the answer built around the words the
 * server said) and refused: accepted, the server's words as a success toast; refused, no toast.
 */
export function checkAnswerToasts(machine: AnyStateMachine, s: AnyMachineSnapshot, answers: Readonly<Record<string, (said: string) => unknown>>): void {
  if (s.status !== 'active') return;
  const said = 'Done, in the server’s words';
  for (const id of Object.keys(s.children as object)) {
    const answer = answers[id];
    if (!answer) continue;
    const [, accepted] = transition(machine, s, { type: `xstate.done.actor.${id}`, output: answer(said) });
    expect(toastsOf(accepted as readonly Action[]), `[toast.defaults] ${id} accepted: the server's words as a success toast`).toEqual([{ message: said, type: 'success' }]);
    const [, refused] = transition(machine, s, { type: `xstate.error.actor.${id}`, error: new ApiError(409, 'Refused, in the server’s words') });
    expect(toastsOf(refused as readonly Action[]), `${id} refused: no toast, the refusal is shown in place`).toEqual([]);
  }
}
