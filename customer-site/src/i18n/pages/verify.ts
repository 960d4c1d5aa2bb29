import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'E-mail verification',
  verifying: 'Verifying your work e-mail…',
  success: 'Your work E-mail verified successfully',
  failure: 'An error ocurred while verifying your work email',
  redirect: 'Taking you to the home page…',
};

const es: Widen<typeof en> = {
  title: 'Verificación del e-mail',
  verifying: 'Verificando su e-mail del trabajo…',
  success: 'Su e-mail del trabajo se ha verificado correctamente',
  failure: 'Se ha producido un error al verificar su e-mail del trabajo',
  redirect: 'Le llevamos a la página de inicio…',
};

/** Texts of the work e-mail verification page: loaded with those pages, not with the site (the build keeps one language). */
export const verifyText = isSpain ? es : en;
