/** A customer as a picker lists them. */
export interface CustomerChoice {
  id: number;
  firstName?: string;
  lastName?: string;
  mobilePhone?: string;
}

/** A customer as staff recognise them in a list of matches: name and mobile number. */
export const optionText = (c: CustomerChoice | undefined) =>
  c ? `${c.firstName ?? ''} ${c.lastName ?? ''} · ${c.mobilePhone ?? c.id}`.trim() : '';
