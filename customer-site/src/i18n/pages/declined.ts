import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Application declined',
  text: 'Sorry. Your application is declined.',
  more: 'We are unable to offer you a loan at this time. You can read about free debt advice at moneyhelper.org.uk.',
};

const es: Widen<typeof en> = {
  title: 'Solicitud denegada',
  text: 'Lo sentimos. Tu solicitud ha sido denegada.',
  more: 'No podemos ofrecerte un préstamo en este momento.',
};

/** Texts of the declined page: loaded with those pages, not with the site (the build keeps one language). */
export const declinedText = isSpain ? es : en;
