import { defaultDraft } from '../schemas/defaultDraft.ts';
import { SavedWizard, type ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { validate } from '../schemas/validate.ts';

// The wizard reopened after a reload (spec §3: the draft survives a reload), in a module of its
// own: the schema that checks a saved draft loads when one is read, not with the wizard.

export type RestorableStep = 'step1' | 'step2' | 'step3' | 'step5' | 'step6' | 'stepCheckout';
export type Restored = { readonly step: RestorableStep; readonly draft: ServiceRequestDraft };

/**
 * Decodes a saved wizard with its schema; anything else (nothing saved, an old or corrupt shape) is
 * a fresh draft on step1 — never a crash.
 */
export function restoreWizard(raw: unknown): Restored {
  const saved = validate(SavedWizard, raw);
  if (!saved.ok) return { step: 'step1', draft: defaultDraft() };
  const { step, draft } = saved.value;
  if (step === 'step7') return { step: 'step1', draft: defaultDraft() };
  if (step === 'step4' || step === 'step8') return { step: 'step5', draft };
  return { step, draft };
}
