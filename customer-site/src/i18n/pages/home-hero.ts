import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Short-term loans, decided in minutes',
  lead: 'Borrow from £100 to £400 as a new customer and repay in up to four monthly instalments.',
  /** The home banner of the UK bundle (customer-site.md §1); the Spanish bundle has none. */
  serviceNoticeLabel: 'Service notice',
  serviceNotice: 'Pronto is no longer available in the UK.',
  limits: 'New customers can borrow up to £400, rising to £1,000 after successful repayments.',
  heroPoints: ['Instant decision', 'Money in about 30 minutes', 'Repay early, pay less'],
};

const es: Widen<typeof en> = {
  title: 'Préstamos rápidos, decididos en minutos',
  lead: 'Pida de 100 € a 400 € si es cliente nuevo y devuélvalo hasta en cuatro cuotas mensuales.',
  serviceNoticeLabel: 'Aviso',
  serviceNotice: '',
  limits: 'Hasta 400 € para clientes nuevos y hasta 1.500 € para clientes existentes.',
  heroPoints: ['Respuesta inmediata', 'Dinero en 15 minutos', 'Devuelva antes y pague menos'],
};

/** Texts of the calculator pages' introduction: loaded with it (pages/home/HeroText.tsx; the build keeps one language). */
export const heroText = isSpain ? es : en;
