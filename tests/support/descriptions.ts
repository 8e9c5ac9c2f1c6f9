import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The state nodes and transitions of a machine without a `description` (the customer's words the
 * statechart views show), by id: `order.loaded.cancel.idle` or `order.loading on xstate.done.actor.loadOrder`.
 */
export function undescribed(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const visit = (node: AnyStateNode): void => {
    if (!node.description) missing.push(node.id);
    for (const [event, transitions] of node.transitions) {
      transitions.forEach((t, i) => {
        if (!t.description) missing.push(`${node.id} on ${event}${transitions.length > 1 ? ` #${i + 1}` : ''}`);
      });
    }
    for (const t of node.always ?? []) if (!t.description) missing.push(`${node.id} always`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return missing;
}
