import type { RouteName } from '@pronto/domain';
import { isSpain } from '../app/config.ts';

/** The public pages the build renders to static HTML (customer-site.md §2). */
export const prerenderedPages = [
  'home',
  'installment',
  'howItWorks',
  'aboutUs',
  'faq',
  'contact',
  'termsAndConditions',
  'privacyPolicy',
  'cookiePolicy',
  'dataProtection',
  'registerPersonal',
  'login',
  'loginForgotPin',
] as const satisfies readonly RouteName[];

export type PrerenderedPage = (typeof prerenderedPages)[number];

const descriptionsEn: Record<PrerenderedPage, string> = {
  home: 'Borrow £100 to £400 online, repaid in up to four monthly instalments, with an instant decision. See your repayment schedule before you apply.',
  installment: 'Instalment loans from £100 to £400, repaid in up to four monthly instalments. Fixed repayments, shown before you apply.',
  howItWorks: 'How a Pronto loan works: apply online in about five minutes, get an instant decision and repay in monthly instalments.',
  aboutUs: 'Who we are: Pronto Finance Ltd, authorised and regulated by the Financial Conduct Authority, and how we lend responsibly.',
  faq: 'Answers to the questions we hear most often about applying, repaying and your Pronto account.',
  contact: 'Contact Pronto: our support email, phone number and office address, or send us a message.',
  termsAndConditions: 'The terms and conditions of a Pronto instalment loan.',
  privacyPolicy: 'How Pronto collects, uses and protects your personal data.',
  cookiePolicy: 'The cookies the Pronto website uses and how to control them.',
  dataProtection: 'Your data protection rights with Pronto and how to exercise them.',
  registerPersonal: 'Apply for a Pronto loan: your personal details, then a PIN to confirm your mobile number, and an instant decision.',
  login: 'Log in to your Pronto account with your mobile number and PIN.',
  loginForgotPin: 'Forgot your PIN? Get a new one sent to your mobile number.',
};

const descriptionsEs: Record<PrerenderedPage, string> = {
  home: 'Pide de 100 € a 400 € online, devuélvelo en hasta cuatro plazos mensuales y recibe una respuesta al instante. Consulta tu calendario de pagos antes de solicitarlo.',
  installment:
    'Préstamos a plazos de 100 € a 400 €, devueltos en hasta cuatro cuotas mensuales. Cuotas fijas que ves antes de solicitarlo.',
  howItWorks:
    'Cómo funciona un préstamo Pronto: solicítalo online en unos cinco minutos, recibe una respuesta al instante y devuélvelo en plazos mensuales.',
  aboutUs: 'Quiénes somos en Pronto y cómo prestamos de forma responsable.',
  faq: 'Respuestas a las preguntas más frecuentes sobre la solicitud, la devolución y tu cuenta Pronto.',
  contact: 'Contacta con Pronto: correo de ayuda, teléfono y dirección de la oficina, o envíanos un mensaje.',
  termsAndConditions: 'Los términos y condiciones de un préstamo a plazos de Pronto.',
  privacyPolicy: 'Cómo Pronto recoge, usa y protege tus datos personales.',
  cookiePolicy: 'Las cookies que usa la web de Pronto y cómo controlarlas.',
  dataProtection: 'Tus derechos de protección de datos con Pronto y cómo ejercerlos.',
  registerPersonal: 'Solicita tu préstamo Pronto: tus datos personales, un PIN para confirmar tu móvil y una respuesta al instante.',
  login: 'Accede a tu cuenta Pronto con tu número de móvil y tu PIN.',
  loginForgotPin: '¿Has olvidado tu PIN? Te enviamos uno nuevo a tu móvil.',
};

/** The page's meta description in this market. */
export const descriptionOf = (page: PrerenderedPage): string => (isSpain ? descriptionsEs : descriptionsEn)[page];

/** Where the site lives (canonical links, sitemap). SITE_ORIGIN overrides it at build time. */
export const siteOrigin: string =
  (typeof process !== 'undefined' && process.env.SITE_ORIGIN) || (isSpain ? 'https://www.pronto.es' : 'https://www.pronto.co.uk');
