import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankCommercialReference } from '../../schemas/blankCommercialReference';
import type { CommercialReference } from '../../schemas/commercialReference';
import type { PlainForm } from '../formBinding';
import { useI18n } from '../useI18n';
import { DigitsField, TextField } from './TextField';
import shell from './Shell.module.css';
import css from './PlainForm.module.css';

/**
 * spec val.reg.references, on the registration form (plain markup: the auth pages load no Mantine;
 * the profile form has the Mantine twin, CommercialReferencesFields): optional rows, a row checked
 * only once any of its fields is filled.
 */
export function CommercialReferenceRows<V extends { commercialReference: CommercialReference[] }>({ form }: { form: PlainForm<V> }) {
  const i18n = useI18n();
  const rows = form.values.commercialReference;
  const path = (i: number, field: keyof CommercialReference) => `commercialReference.${i}.${field}`;
  return (
    <div className={shell.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
      <div>
        <p className={css.strong} style={{ margin: 0 }}>
          {i18n._('Commercial references')}
        </p>
        <p className={`${shell.dimmed} ${shell.small}`} style={{ margin: 0 }}>
          {i18n._('Optional. Companies you work with who can vouch for you; they help us verify your account faster.')}
        </p>
      </div>
      {rows.map((_, i) => (
        // The fields keep no state of their own (the form holds it), so a row removed shifts nothing wrong.
        <fieldset key={i} className={css.fieldset}>
          <legend className={css.legend}>{i18n._('Reference {number}', { number: i + 1 })}</legend>
          <div className={css.grid} style={{ gap: 'var(--mantine-spacing-sm)' }}>
            <TextField label={i18n._('Company name')} {...form.field(path(i, 'companyName'))} />
            <TextField label={i18n._('Contact name')} {...form.field(path(i, 'contactName'))} />
            <TextField label={i18n._('Email')} type="email" {...form.field(path(i, 'emailAddress'))} />
            <DigitsField label={i18n._('Contact number')} {...form.field(path(i, 'contactNo'))} />
          </div>
          <div className={css.end} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            <button type="button" className={css.danger} onClick={() => form.removeListItem('commercialReference', i)} aria-label={i18n._('Remove reference {number}', { number: i + 1 })}>
              <IconTrash size={18} aria-hidden="true" />
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button type="button" className={`${shell.button} ${shell.iconLeft} ${css.light}`} onClick={() => form.insertListItem('commercialReference', { ...blankCommercialReference })}>
          <IconPlus size={16} aria-hidden="true" />
          {i18n._('Add a reference')}
        </button>
      </div>
    </div>
  );
}
