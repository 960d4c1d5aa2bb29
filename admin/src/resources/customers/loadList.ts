/** The customer list's chunk: shared by its lazy screen (index.ts) and its early load (firstScreen.ts). */
export const loadCustomerList = () => import('./CustomerList.tsx');
