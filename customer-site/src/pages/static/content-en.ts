import type { StaticContent } from './content-types.ts';

export const contentEn: StaticContent = {
  aboutUs: {
    title: 'About us',
    intro: 'Pronto lends small amounts over short terms to people who need to cover an unexpected cost, and makes the decision in minutes.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'We offer instalment loans from £100 to £400 for new customers, repaid in up to four monthly instalments. After successful repayments, customers can borrow up to £1,000.',
          'Everything happens online: you apply in about five minutes, confirm your mobile number with a PIN, and get an instant decision. Approved money usually reaches your bank account in about 30 minutes.',
        ],
      },
      {
        heading: 'How we lend responsibly',
        paragraphs: [
          'Before we lend, we check your identity, your income and your credit file, and we only offer what our affordability assessment shows you can repay.',
          'Interest and fees on a loan can never add up to more than the amount you borrowed. If you are struggling to repay, tell us early: we can agree a payment plan, and we will point you to free, independent debt advice.',
        ],
      },
      {
        heading: 'Who we are',
        paragraphs: [
          'Pronto is a trading name of Pronto Finance Ltd, registered in England and Wales and authorised and regulated by the Financial Conduct Authority.',
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Answers to the questions we hear most often. If yours is not here, get in touch.',
    items: [
      {
        q: 'Who can apply?',
        a: 'You must be 18 or over, a UK resident, fully employed, and have a bank account, a debit card and a mobile phone.',
      },
      { q: 'How much can I borrow?', a: 'New customers can borrow £100 to £400. After successful repayments the limit rises to £1,000.' },
      {
        q: 'How long does a decision take?',
        a: 'The decision is instant. Once approved, the money is usually in your account in about 30 minutes.',
      },
      {
        q: 'How do I repay?',
        a: 'Repayments are taken automatically from your registered debit card on each due date. You can also repay early at any time from your account.',
      },
      { q: 'Can I repay early?', a: 'Yes. You only pay interest for the days you had the money, so repaying early costs less.' },
      {
        q: 'What happens if I miss a payment?',
        a: 'We charge a one-off £10 missed-payment fee and interest of 0.75% per day on the overdue amount. Interest and fees never exceed the amount borrowed. Please contact us as soon as you know a payment will be late.',
      },
      {
        q: 'I forgot my PIN. What do I do?',
        a: 'Use "Forgot your PIN?" on the login page. We will text a new PIN to your registered mobile number.',
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacy policy',
    intro: 'This policy explains what personal data Pronto Finance Ltd collects, why, and the rights you have over it.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, date of birth, contact details, address, employment and income, bank and card details, and information about how you use our website.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To assess your application and your ability to repay, to verify your identity and prevent fraud, to manage your loan, to meet our legal obligations, and, with your consent, to tell you about our products.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Credit reference and fraud prevention agencies, our payment and banking partners, and service providers working on our behalf under contract. We never sell your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep loan records for six years after the account closes, as the law requires. Applications that do not lead to a loan are kept for twelve months.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, ask us to correct or delete it, object to its use for marketing, and complain to the Information Commissioner’s Office (ico.org.uk).',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Cookie policy',
    intro: 'Cookies are small files your browser keeps for a website. This page explains the ones we use.',
    sections: [
      {
        heading: 'Essential',
        paragraphs: [
          'These keep you signed in, remember the steps of your application and protect the site against misuse. The site cannot work without them.',
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: [
          'These tell us which pages are used and where people get stuck, so we can improve the site. The information is grouped and does not identify you.',
        ],
      },
      {
        heading: 'Marketing',
        paragraphs: [
          'When you arrive from a partner’s website we note the campaign for one day, so the partner can be credited for the introduction.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: ['You can delete or block cookies in your browser settings. Blocking essential cookies will stop you from signing in.'],
      },
    ],
  },
  dataProtection: {
    title: 'Data protection',
    intro: 'How we keep your information safe and how to reach our Data Protection Officer.',
    sections: [
      {
        heading: 'Security',
        paragraphs: [
          'All traffic to our website is encrypted. Card details are handled by a PCI DSS certified payment provider and never stored on our servers. Access to customer records is limited to staff who need it, and every access is logged.',
        ],
      },
      {
        heading: 'Credit reference agencies',
        paragraphs: [
          'When you apply we search your credit file. The search is recorded and may be seen by other lenders. We report how you repay your loan to the agencies.',
        ],
      },
      {
        heading: 'Contact our Data Protection Officer',
        paragraphs: [
          'Write to the Data Protection Officer, Pronto Finance Ltd, 1 Finsbury Avenue, London EC2M 2PF, or use the contact form with the subject "Data protection".',
        ],
      },
    ],
  },
};
