/** The account menu moved to chrome/ (it is shared by the register and account pages); kept for the account pages' imports. */
export { AccountNav } from '../../chrome/AccountNav.tsx';
