// A new, empty reference row of the forms; without Effect, so a form's first JS needs no schema code.
export const blankCommercialReference = {
  companyName: '',
  contactName: '',
  emailAddress: '',
  contactNo: '',
} as const satisfies Record<'companyName' | 'contactName' | 'emailAddress' | 'contactNo', string>;
