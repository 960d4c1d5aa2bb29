import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Unsubscribe',
  text: 'Thank you. We have unsubscribed your e-mail address: you will not receive our marketing e-mails any more.',
};

const es: Widen<typeof en> = {
  title: 'Darse de baja',
  text: 'Gracias. Hemos dado de baja su dirección de e-mail y no volverá a recibir nuestras comunicaciones comerciales.',
};

/** Texts of the unsubscribe page: loaded with those pages, not with the site (the build keeps one language). */
export const unsubscribeText = isSpain ? es : en;
