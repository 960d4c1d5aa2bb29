import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Darse de baja',
  text: 'Gracias. Hemos dado de baja tu dirección de e-mail y no volverás a recibir nuestras comunicaciones comerciales.',
};

const es: Widen<typeof en> = {
  title: 'Darse de baja',
  text: 'Gracias. Hemos dado de baja tu dirección de e-mail y no volverás a recibir nuestras comunicaciones comerciales.',
};

/** Texts of the unsubscribe page: loaded with those pages, not with the site (the build keeps one language). */
export const unsubscribeText = isSpain ? es : en;
