import type { FormHTMLAttributes } from 'react';

/**
 * The form of a prerendered page. It can be sent before the page's code has come (Enter in a field,
 * a tap on its button): `method="dialog"` makes that go nowhere, where the browser's default would
 * load the page again with every field, the password too, in the address. Once hydrated, the page's
 * onSubmit handles it. `noValidate`: the schema's messages, not the browser's.
 */
export function PageForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'>) {
  return <form method="dialog" noValidate {...props} />;
}
