export interface Section {
  heading?: string;
  paragraphs: readonly string[];
}

export interface StaticPageContent {
  title: string;
  intro: string;
  sections: readonly Section[];
}

export interface FaqContent {
  title: string;
  intro: string;
  items: readonly { q: string; a: string }[];
}

/** Copy of the static pages; both markets fill the same shape (a missing page is a type error). */
export interface StaticContent {
  aboutUs: StaticPageContent;
  faq: FaqContent;
  privacyPolicy: StaticPageContent;
  cookiePolicy: StaticPageContent;
  dataProtection: StaticPageContent;
}
