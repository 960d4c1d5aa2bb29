/** The customer list's first page as react-admin asks for it (also started early by firstScreen.ts). */
export const CUSTOMER_LIST_SORT = { field: 'id', order: 'DESC' } as const;
export const CUSTOMER_LIST_PER_PAGE = 10;
