import type { Messages } from './messages.ts';

/** English (UK) texts; spec wording where the spec gives one (customer-site.md §2, §4, §8). */
export const enGB = {
  lang: 'en',
  brand: 'Pronto',
  common: {
    loading: 'Loading…',
    error: 'Error',
    success: 'Success',
    warning: 'Warning',
    info: 'Info',
    processing: 'Processing',
    dismiss: 'Dismiss notification',
    tryAgain: 'An error occurred. Please try again.',
    goHome: 'Go to the home page',
    skipToContent: 'Skip to content',
  },
  header: {
    home: 'Pronto home',
    login: 'Login',
    signUp: 'Sign up',
    welcome: 'Welcome',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'My account',
  },
  menu: {
    main: 'Main menu',
    howItWorks: 'How it works',
    aboutUs: 'About us',
    faq: 'FAQ',
    contact: 'Contact us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    dataProtection: 'Data protection',
  },
  // The footer's other texts load with the footer (i18n/pages/footer.ts); this one is also on the forms' side column.
  footer: {
    register: { label: 'Check us on the Financial Services Register', url: 'https://register.fca.org.uk/' },
  },
};

// Checked against the type (a missing key in either bundle is a type error).
enGB satisfies Messages;
