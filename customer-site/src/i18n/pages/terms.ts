import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Terms and conditions',
  template: 'UK_TERMS_AND_CONDITIONS',
};

const es: Widen<typeof en> = {
  title: 'Términos y condiciones',
  template: 'ES_TERMS_AND_CONDITIONS',
};

/** Texts of the terms page: loaded with those pages, not with the site (the build keeps one language). */
export const termsText = isSpain ? es : en;
