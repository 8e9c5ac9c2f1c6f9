import { describe, expect, it } from 'vitest';
import { defaultDraft } from '../../src/schemas/defaultDraft';
import { restoreWizard } from '../../src/machines/restoreWizard';
import { filled } from './serviceRequestMachine.samples';

// Spec §3: the draft survives a reload. What storage holds may be anything: nothing, an old shape, a
// damaged value. The wizard reading it must never throw (the wizard's own fallback would hide a
// throw from its paths), and must start afresh on step 1.
describe('reading back what storage holds', () => {
  const fresh = { step: 'step1', draft: defaultDraft() };
  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['a string', 'step3'],
    ['a step without a draft', { step: 'step3' }],
    ['a save without its version (an older shape)', { step: 'step3', draft: filled }],
    ['an unknown step', { version: 1, step: 'step9', draft: filled }],
    ['a damaged draft', { version: 1, step: 'step3', draft: { ...filled, selectedDropItems: 'a2' } }],
  ])('%s: step 1 with a fresh draft, no throw', (_, raw) => {
    expect(restoreWizard(raw)).toEqual(fresh);
  });

  it('a saved step and draft come back as they were', () => {
    expect(restoreWizard({ version: 1, step: 'step3', draft: filled })).toEqual({ step: 'step3', draft: filled });
  });
});
