import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Page not found!',
  heading: 'Error',
  code: '404',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go to the home page',
  elsewhere: 'Or try one of these:',
};

const es: Widen<typeof en> = {
  title: '¡Página no encontrada!',
  heading: 'Error',
  code: '404',
  text: 'La página que buscas no existe o ha cambiado de dirección.',
  home: 'Ir a la página de inicio',
  elsewhere: 'O prueba una de estas páginas:',
};

/** Texts of the 404 page. */
export const notFoundText = isSpain ? es : en;
